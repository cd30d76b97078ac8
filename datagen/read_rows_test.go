package datagen

import (
	"strings"
	"testing"
)

// TestReadTableKeepsReading checks that rows with the wrong number of fields are each reported and
// do not hide the file's well-formed rows, which come back with the problems for checking.
func TestReadTableKeepsReading(t *testing.T) {
	const file = "data/counties.csv"
	tests := []struct {
		name, content string
		problems      string
		rows          []string // FIPS of the rows returned; nil means no table
	}{
		{"all well formed", header + "06001,Alameda,California,CA,37.6,-121.8\n", "", []string{"06001"}},
		{"short and long rows among good ones",
			header + "06001,Alameda,California,CA,37.6,-121.8\n06003,Alpine\n06005,Amador,California,CA,38.4,-120.6\n06007,Butte,California,CA,39.7,-121.6,x\n",
			file + ":3: row has 2 fields, the header has 6\n" + file + ":5: row has 7 fields, the header has 6",
			[]string{"06001", "06005"}},
		{"a bad header and a short row",
			"fips,name,state,state_code,latitude\n06001,Alameda,California,CA,37.6\n06003,Alpine\n",
			file + `:1: missing column "longitude"; the header must name the columns fips,name,state,state_code,latitude,longitude` + "\n" +
				file + ":3: row has 2 fields, the header has 5",
			nil},
		{"a short row before a syntax error",
			header + "06003,Alpine\n06001,Ala\"meda,California,CA,37.6,-121.8\n",
			file + ":2: row has 2 fields, the header has 6\n" + file + `:3: bare " in non-quoted-field`,
			nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			table, errs := ReadTable[CountyRow](strings.NewReader(tt.content), file, countyColumns)
			if got := errs.Error(); got != tt.problems {
				t.Errorf("problems =\n%s\nwant\n%s", got, tt.problems)
			}
			if tt.rows == nil {
				if table != nil {
					t.Errorf("table = %+v, want none", table.Rows)
				}
				return
			}
			if table == nil {
				t.Fatal("no table")
			}
			var fips []string
			for _, r := range table.Rows {
				fips = append(fips, r.FIPS)
			}
			if strings.Join(fips, ",") != strings.Join(tt.rows, ",") {
				t.Errorf("rows = %v, want %v", fips, tt.rows)
			}
			// Lines stay the file's own: the row after a skipped one is still found on its line.
			if len(table.Rows) == 2 && table.Line(1, "name") != 4 {
				t.Errorf("line of %s = %d, want 4", fips[1], table.Line(1, "name"))
			}
		})
	}
}

// TestGenerateChecksTheRowsAroundAShortRow checks that a row with the wrong number of fields no longer
// hides the meaning problems of the rest of the data: one run lists both, and build/ stays as it was.
func TestGenerateChecksTheRowsAroundAShortRow(t *testing.T) {
	expectProblems(t, []edit{
		{CountiesFile, "06001,Alameda,California,CA,37.645816,-121.888025", "06001,Alameda,California,CA"},
		{CountiesFile, "06003,Alpine,California,CA,38.595719,", "06003,Alpine,California,CA,abc,"},
	}, []string{
		"data/counties.csv:2: row has 4 fields, the header has 6",
		`data/counties.csv:3: latitude: "abc" is not a number`,
	})
}
