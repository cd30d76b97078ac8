package compounds

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The land areas of testdata's counties, as datagen/testdata/data/exposures/land_area.csv gives them;
// New York (36061) has no row in the compounds' folder.
var land = map[string]float64{"01001": 1539.6, "06003": 1912.3, "06019": 15432.1, "06037": 10511.9, "06107": 12494.9,
	"12086": 4920.6, "36061": 58.7}

func osOpen(name string) (io.ReadCloser, error) { return os.Open(name) }

func measured(t *testing.T, dir string) *Product {
	t.Helper()
	p, problems := Read(osOpen, dir)
	if len(problems) > 0 {
		t.Fatalf("Read: %v", problems)
	}
	p.Measure(land)
	return p
}

// figureOf is the county's figure of the measure id as /api/compounds writes it; nil where it has none.
func figureOf(t *testing.T, p *Product, id, fips string) []any {
	t.Helper()
	for _, m := range p.measures {
		if m.compound == nil && id == LinkedID || m.compound != nil && m.compound.ID == id {
			f, ok := m.figures[fips]
			if !ok {
				return nil
			}
			data, _ := json.Marshal(f)
			var got []any
			json.Unmarshal(data, &got)
			return got
		}
	}
	t.Fatalf("no measure %s", id)
	return nil
}

// TestMeasure checks testdata's figures, counted by hand (testdata/README.md): [low, high, low per
// km², high per km², percentile of the high per km²].
func TestMeasure(t *testing.T) {
	p := measured(t, "testdata")
	tests := []struct {
		id, fips string
		want     []any // nil: no USGS estimate
	}{
		// Paraquat's high per km²: 06107 0.024, 01001 1, 06019 1, 12086 2; the two 1s tie at 25.
		{"paraquat", "06107", []any{nil, 300.0, nil, 0.024, 0.0}},
		{"paraquat", "01001", []any{10.2, 1539.6, 0.00663, 1.0, 25.0}},
		{"paraquat", "06019", []any{0.4, 15432.1, 2.59e-05, 1.0, 25.0}},
		{"paraquat", "12086", []any{5.0, 9841.2, 0.00102, 2.0, 75.0}},
		{"paraquat", "06037", nil},
		{"rotenone", "12086", []any{1.5, 2.5, 0.000305, 0.000508, 0.0}},
		// Maneb per km²: 06003 1/1912.3, 06019 60/15432.1.
		{"maneb", "06003", []any{1.0, 1.0, 0.000523, 0.000523, 0.0}},
		{"maneb", "06019", []any{50.5, 60.0, 0.00327, 0.00389, 50.0}},
		// The linked sum: Fresno's paraquat and maneb (no rotenone row adds nothing; glyphosate is not
		// linked): 0.4 + 50.5 and 15432.1 + 60. Its high per km² is the 5th of 6: 66.
		{"linked", "06019", []any{50.9, 15492.1, 0.0033, 1.0, 66.0}},
		// Only glyphosate: a county USGS estimated, with none of the linked compounds.
		{"linked", "06037", []any{0.0, 0.0, 0.0, 0.0, 0.0}},
		// Tulare's only linked row has no low estimate, so neither has the sum.
		{"linked", "06107", []any{nil, 300.0, nil, 0.024, 33.0}},
		{"linked", "12086", []any{6.5, 9843.7, 0.00132, 2.0, 83.0}},
		{"linked", "06003", []any{1.0, 1.0, 0.000523, 0.000523, 16.0}},
		{"linked", "01001", []any{10.2, 1539.6, 0.00663, 1.0, 50.0}},
		// No row at all: no USGS estimate, not zero.
		{"linked", "36061", nil},
	}
	for _, tt := range tests {
		if got := figureOf(t, p, tt.id, tt.fips); !slices.Equal(got, tt.want) {
			t.Errorf("%s %s = %v, want %v", tt.id, tt.fips, got, tt.want)
		}
	}
	var ids []string
	for _, c := range p.Linked() {
		ids = append(ids, c.ID)
	}
	if want := []string{"maneb", "paraquat", "rotenone"}; !slices.Equal(ids, want) {
		t.Errorf("linked compounds %v, want %v (glyphosate has no study)", ids, want)
	}
}

// TestCompoundFromRows adds a compound with rows alone: glyphosate becomes a measure once a study
// row links it, with no code.
func TestCompoundFromRows(t *testing.T) {
	dir := copyTestdata(t)
	appendLine(t, filepath.Join(dir, Dir, StudiesFile), `GLYPHOSATE,10.1000/example,"a study's finding"`)
	p := measured(t, dir)
	if got, want := figureOf(t, p, "glyphosate", "06019"), []any{1000.0, 1200.0, 0.0648, 0.0778, 66.0}; !slices.Equal(got, want) {
		t.Errorf("glyphosate 06019 = %v, want %v", got, want)
	}
	// Fresno's sum now adds its glyphosate: 50.9 + 1000 and 15492.1 + 1200.
	if got := figureOf(t, p, "linked", "06019"); got[0] != 1050.9 || got[1] != 16692.1 {
		t.Errorf("linked 06019 = %v, want 1050.9 and 16692.1", got)
	}
	english, _, download, err := p.Encode(func(s string) string { return s })
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(english), `"id":"glyphosate"`) || !strings.Contains(string(download), "\n06019,glyphosate,1000,1200,0.0648,0.0778,66\n") {
		t.Errorf("glyphosate is missing from the files:\n%s", download)
	}
}

// TestSelect keeps the chosen counties with their national percentiles.
func TestSelect(t *testing.T) {
	p := measured(t, "testdata")
	p.Select(func(fips string) bool { return strings.HasPrefix(fips, "12") })
	if figureOf(t, p, "paraquat", "06019") != nil {
		t.Error("Fresno was kept")
	}
	if got := figureOf(t, p, "paraquat", "12086"); got[4] != 75.0 {
		t.Errorf("Miami-Dade's paraquat percentile %v, want the national 75", got[4])
	}
}

func TestEncodeCSV(t *testing.T) {
	_, _, download, err := measured(t, "testdata").Encode(func(s string) string { return s })
	if err != nil {
		t.Fatal(err)
	}
	want := `fips,measure,epest_low_kg,epest_high_kg,epest_low_kg_per_km2,epest_high_kg_per_km2,national_percentile
01001,linked,10.2,1539.6,0.00663,1,50
01001,paraquat,10.2,1539.6,0.00663,1,25
06003,linked,1,1,0.000523,0.000523,16
06003,maneb,1,1,0.000523,0.000523,0
06019,linked,50.9,15492.1,0.0033,1,66
06019,maneb,50.5,60,0.00327,0.00389,50
06019,paraquat,0.4,15432.1,0.0000259,1,25
06037,linked,0,0,0,0,0
06107,linked,,300,,0.024,33
06107,paraquat,,300,,0.024,0
12086,linked,6.5,9843.7,0.00132,2,83
12086,paraquat,5,9841.2,0.00102,2,75
12086,rotenone,1.5,2.5,0.000305,0.000508,0
`
	if string(download) != want {
		t.Errorf("download:\n%s\nwant:\n%s", download, want)
	}
}

func copyTestdata(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, Dir), 0o755)
	for _, name := range []string{EstimatesFile, CompoundsFile, StudiesFile} {
		data, err := os.ReadFile(filepath.Join("testdata", Dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, Dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func appendLine(t *testing.T, path, line string) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(line + "\n"); err != nil {
		t.Fatal(err)
	}
}
