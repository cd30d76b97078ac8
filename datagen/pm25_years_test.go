package datagen

import (
	"encoding/json"
	"errors"
	"math"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/figures"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/codebook"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/datapackage"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/measured"
)

func TestMedianPM25(t *testing.T) {
	years := []figures.YearFigure{
		// California: three counties in 2000 (odd count), two in 2001 (even count).
		{FIPS: "06001", Year: 2000, Value: 9}, {FIPS: "06001", Year: 2001, Value: 8},
		{FIPS: "06019", Year: 2000, Value: 10.55}, {FIPS: "06019", Year: 2001, Value: 10.02},
		{FIPS: "06037", Year: 2000, Value: 12.34},
		// Alabama: 2000 only, so its 2001 median is missing.
		{FIPS: "01001", Year: 2000, Value: 13.54},
	}
	got := medianPM25(years)
	if want := []int{2000, 2001}; !reflect.DeepEqual(got.Years, want) {
		t.Errorf("years = %v, want %v", got.Years, want)
	}
	// National 2000: 9, 10.55, 12.34, 13.54, the mean of the middle two rounded to 2 decimals.
	if want := []float64{11.45, 9.01}; !reflect.DeepEqual(got.National, want) {
		t.Errorf("national = %v, want %v", got.National, want)
	}
	if want := []float64{10.55, 9.01}; !reflect.DeepEqual(got.States["06"], want) {
		t.Errorf("California = %v, want %v", got.States["06"], want)
	}
	if al := got.States["01"]; len(al) != 2 || al[0] != 13.54 || !math.IsNaN(al[1]) {
		t.Errorf("Alabama = %v, want [13.54 NaN]", al)
	}
	if empty := medianPM25(nil); empty.Years != nil || empty.National != nil {
		t.Errorf("no figures = %+v, want nothing", empty)
	}
}

// TestPM25Years generates from a small yearly file: a file per state with the medians, and the long CSV
// download named in the codebook and the data package.
func TestPM25Years(t *testing.T) {
	inFixture(t)
	writeData(t, filepath.Join(ExposuresDir, PM25ByYearFile),
		"geoid,year,pm25_ugm3\n06019,2000,10.55\n06019,2002,9.7\n06037,2000,12.34\n06037,2001,11\n01001,2000,13.54\n")
	res := generateFixture(t)
	var ca measured.PM25State
	if err := json.Unmarshal(readOutput(t, res.Dir, measured.PM25StatePath+"06"), &ca); err != nil {
		t.Fatal(err)
	}
	if want := []int{2000, 2001, 2002}; !reflect.DeepEqual(ca.Years, want) {
		t.Errorf("years = %v, want %v", ca.Years, want)
	}
	if got := string(readOutput(t, res.Dir, measured.PM25StatePath+"06")); !strings.Contains(got, `"06019":[10.55,null,9.7]`) ||
		!strings.Contains(got, `"national":[12.34,11,9.7]`) || !strings.Contains(got, `"state":[11.45,11,9.7]`) {
		t.Errorf("%s06 = %s", measured.PM25StatePath, got)
	}
	// Alaska is measured but not in the yearly file: its file says so rather than being missing.
	if got, want := string(readOutput(t, res.Dir, measured.PM25StatePath+"02")), `{"years":[2000,2001,2002],"national":[12.34,11,9.7],"state":[null,null,null],"counties":{}}`+"\n"; got != want {
		t.Errorf("%s02 = %s, want %s", measured.PM25StatePath, got, want)
	}
	if got, want := string(readOutput(t, res.Dir, measured.ExportPM25Path)),
		"fips,year,pm25_ugm3\n01001,2000,13.54\n06019,2000,10.55\n06019,2002,9.7\n06037,2000,12.34\n06037,2001,11\n"; got != want {
		t.Errorf("%s =\n%s\nwant\n%s", measured.ExportPM25Path, got, want)
	}
	codebook := string(readOutput(t, res.Dir, codebook.Path))
	if !strings.Contains(codebook, "county-pm25-by-year.csv,year,the year of the mean,,2000-2002,") {
		t.Errorf("codebook lacks the yearly file's columns:\n%s", codebook)
	}
	if pkg := string(readOutput(t, res.Dir, datapackage.Path)); !strings.Contains(pkg, `"path": "county-pm25-by-year.csv"`) {
		t.Errorf("data package lacks the yearly file")
	}
}

func TestPM25YearOutsideRange(t *testing.T) {
	inFixture(t)
	writeData(t, filepath.Join(ExposuresDir, PM25ByYearFile), "geoid,year,pm25_ugm3\n06019,1999,10\n06019,2019,9\n")
	_, err := Generate(Options{DataDir: "data", OutDir: "build"})
	want := []string{
		`data/exposures/pm25_by_year.csv:2: year: "1999" must be a year from 2000 to 2018`,
		`data/exposures/pm25_by_year.csv:3: year: "2019" must be a year from 2000 to 2018`,
	}
	var list ErrorList
	if !errors.As(err, &list) || !reflect.DeepEqual(problemLines(list), want) {
		t.Errorf("error = %v, want\n%s", err, strings.Join(want, "\n"))
	}
}

// TestReadPM25ByYear reads the yearly file through its own decoder and checks it: columns found by
// name, and every problem on the line where its field starts, also after a quoted line break.
func TestReadPM25ByYear(t *testing.T) {
	const file = "data/exposures/pm25_by_year.csv"
	known := map[string]NationalCounty{"01001": {}, "06019": {}}
	tests := []struct {
		name, content string
		figures       []figures.YearFigure
		problems      []string
	}{
		{"in order", "geoid,year,pm25_ugm3\n01001,2000,13.54\n06019,2000,10.55\n",
			[]figures.YearFigure{{FIPS: "01001", Year: 2000, Value: 13.54}, {FIPS: "06019", Year: 2000, Value: 10.55}}, nil},
		{"columns reordered, extra, quoted, CRLF and out of order",
			"\uFEFFyear,note,pm25_ugm3,geoid\r\n2001,\"a, b\",\"9.7\",06019\r\n2000,,10,06019\r\n",
			[]figures.YearFigure{{FIPS: "06019", Year: 2000, Value: 10}, {FIPS: "06019", Year: 2001, Value: 9.7}}, nil},
		{"bad number", "geoid,year,pm25_ugm3\n06019,2000,10.55\n06019,2001,abc\n",
			[]figures.YearFigure{{FIPS: "06019", Year: 2000, Value: 10.55}},
			[]string{file + `:3: pm25_ugm3: "abc" is not a number of 0 or more`}},
		{"short row", "geoid,year,pm25_ugm3\n06019,2000\n06019,2001,1e3\n",
			nil,
			[]string{file + ":2: row has 2 fields, the header has 3", file + `:3: pm25_ugm3: "1e3" is not a number of 0 or more`}},
		{"problems after a quoted line break", "geoid,year,pm25_ugm3\n06019,2000,10.55\n\"06019\n\",20,x\n06019,2000,9\n06019,2000,8\n",
			[]figures.YearFigure{{FIPS: "06019", Year: 2000, Value: 10.55}},
			[]string{
				file + `:3: geoid: "06019\n" is not a county of data/us_counties.csv`,
				file + `:4: year: "20" must be a year from 2000 to 2018`,
				file + `:4: pm25_ugm3: "x" is not a number of 0 or more`,
				file + `:5: year: "06019 2000" is already on line 2`,
				file + `:6: year: "06019 2000" is already on line 2`,
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			table, errs := ReadTable[PM25YearRow](strings.NewReader(tt.content), file, pm25YearColumns)
			if table == nil {
				t.Fatalf("no table: %v", errs)
			}
			figures, checkErrs := checkPM25ByYear(table, known, "data/us_counties.csv")
			if got := problemLines(append(errs, checkErrs...).Err()); !reflect.DeepEqual(got, tt.problems) {
				t.Errorf("problems =\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.problems, "\n"))
			}
			if !reflect.DeepEqual(figures, tt.figures) && len(figures)+len(tt.figures) > 0 {
				t.Errorf("figures = %v, want %v", figures, tt.figures)
			}
		})
	}
}
