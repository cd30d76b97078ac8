package zips

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

var counties = Counties{
	IsID:     func(s string) bool { return pipe.IsDigits(s, 5) },
	IDLength: 5,
	Known:    func(fips string) bool { return fips == "06037" || fips == "06111" },
	File:     "data/us_counties.csv",
}

// rows is a file of pairs, a pair a line from line 2.
func rows(pairs ...Pair) Rows {
	return Rows{File: "data/" + File, Len: len(pairs), Pair: func(row int) Pair { return pairs[row] },
		Line: func(row int, _ string) int { return row + 2 }}
}

func TestCheck(t *testing.T) {
	tests := []struct {
		name  string
		rows  Rows
		want  []ZIP
		probs []string
	}{
		{"counties in FIPS order", rows(Pair{"90265", "06111"}, Pair{"90210", "06037"}, Pair{"90265", "06037"}),
			[]ZIP{{"90210", []string{"06037"}}, {"90265", []string{"06037", "06111"}}}, nil},
		{"bad values left out, problems in line order", rows(Pair{"9021", "06037"}, Pair{"90210", "6037"}, Pair{"90210", "06001"}, Pair{"90210", "06037"}),
			[]ZIP{{"90210", []string{"06037"}}}, []string{
				`data/zcta_county_2020.csv:2: zcta: "9021" must be 5 digits`,
				`data/zcta_county_2020.csv:3: county_fips: "6037" must be 5 digits`,
				`data/zcta_county_2020.csv:4: county_fips: "06001" is not a county of data/us_counties.csv`,
			}},
		{"a repeat named at its line, after an earlier problem", rows(Pair{"90210", "06037"}, Pair{"9021A", "06037"}, Pair{"90210", "06037"}),
			[]ZIP{{"90210", []string{"06037"}}}, []string{
				`data/zcta_county_2020.csv:3: zcta: "9021A" must be 5 digits`,
				`data/zcta_county_2020.csv:4: county_fips: "06037" is already paired with ZIP "90210" on line 2`,
			}},
		{"no rows", rows(), []ZIP{}, []string{"data/zcta_county_2020.csv: has no rows; add a line per ZIP and county it touches"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, problems := Check(tt.rows, counties)
			var said []string
			for _, p := range problems {
				said = append(said, p.String())
			}
			if !reflect.DeepEqual(got, tt.want) || !reflect.DeepEqual(said, tt.probs) {
				t.Errorf("Check = %v, %q; want %v, %q", got, said, tt.want, tt.probs)
			}
		})
	}
}

func TestSelect(t *testing.T) {
	zips := []ZIP{{"10001", []string{"36061"}}, {"90265", []string{"06037", "06111", "32003"}}}
	got := Select(zips, func(fips string) bool { return fips[:2] == "06" })
	if want := []ZIP{{"90265", []string{"06037", "06111"}}}; !reflect.DeepEqual(got, want) {
		t.Errorf("Select = %v, want %v", got, want)
	}
}

// TestPipe: the pieces are what encoding/json writes for them, compact, with a newline, one piece
// per three first digits, each county named once with its state.
func TestPipe(t *testing.T) {
	ctx := &pipe.Context{Counties: map[string]pipe.County{"06037": {FIPS: "06037", Name: "Los Angeles", State: "California"},
		"06111": {FIPS: "06111", Name: "Ventura", State: "California"}, "36061": {FIPS: "36061", Name: "New York", State: "New York"}}}
	Give(ctx, []ZIP{{"10001", []string{"36061"}}, {"90210", []string{"06037"}}, {"90265", []string{"06037", "06111"}}})
	if err := (Pipe{}).Run(ctx); err != nil {
		t.Fatal(err)
	}
	want := map[string]Piece{
		"zip/100": {ZIPs: map[string][]string{"10001": {"36061"}}, Counties: map[string]County{"36061": {"New York", "New York"}}},
		"zip/902": {ZIPs: map[string][]string{"90210": {"06037"}, "90265": {"06037", "06111"}},
			Counties: map[string]County{"06037": {"Los Angeles", "California"}, "06111": {"Ventura", "California"}}},
	}
	files := ctx.Files()
	if len(files) != len(want) {
		t.Fatalf("%d files, want %d", len(files), len(want))
	}
	for _, f := range files {
		data, err := json.Marshal(want[f.Path])
		if err != nil {
			t.Fatal(err)
		}
		if got := string(f.Data); got != string(data)+"\n" {
			t.Errorf("%s = %s, want %s", f.Path, got, data)
		}
	}
}
