package datagen

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/zips"
)

// TestValidateZIPs breaks the ZIP file one way per case and checks the exact problem lines, and
// that the previous build is left byte-identical.
func TestValidateZIPs(t *testing.T) {
	const file = "data/zcta_county_2020.csv"
	tests := []struct {
		name  string
		edits []edit
		want  []string
	}{
		{"ZIP of 4 digits", []edit{{zips.File, "\n00601,72001\n", "\n0601,72001\n"}},
			[]string{file + `:2: zcta: "0601" must be 5 digits`}},
		{"ZIP not digits", []edit{{zips.File, "\n00601,72001\n", "\n0060A,72001\n"}},
			[]string{file + `:2: zcta: "0060A" must be 5 digits`}},
		{"county FIPS of 6 digits", []edit{{zips.File, "\n00601,72001\n", "\n00601,072001\n"}},
			[]string{file + `:2: county_fips: "072001" must be 5 digits`}},
		{"county not in the national file", []edit{{zips.File, "\n99566,02261\n", "\n99566,02066\n"}},
			[]string{file + `:171: county_fips: "02066" is not a county of data/us_counties.csv`}},
		{"duplicate pair", []edit{{zips.File, "\n00601,72141\n", "\n00601,72001\n"}},
			[]string{file + `:3: county_fips: "72001" is already paired with ZIP "00601" on line 2`}},
		{"column misspelt", []edit{{zips.File, "zcta,county_fips\n", "zip,county_fips\n"}},
			[]string{file + `:1: missing column "zcta"; the header must name the columns zcta,county_fips`}},
		{"every problem of the file, after the other files'", []edit{
			{zips.File, "\n00601,72001\n", "\n601,7001\n"},
			{zips.File, "\n00602,72011\n", "\n00602,72003\n"},
			{CountiesFile, "06003,Alpine,", "06003,,"},
		}, []string{
			`data/counties.csv:3: name: must not be empty`,
			file + `:2: zcta: "601" must be 5 digits`,
			file + `:2: county_fips: "7001" must be 5 digits`,
			file + `:5: county_fips: "72003" is already paired with ZIP "00602" on line 4`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { expectProblems(t, tt.edits, tt.want) })
	}
}

func TestValidateZIPsNoRows(t *testing.T) {
	inFixture(t)
	writeData(t, zips.File, "zcta,county_fips\n")
	_, err := Generate(Options{DataDir: "data", OutDir: "build"})
	if want := "validate: data/zcta_county_2020.csv: has no rows; add a line per ZIP and county it touches"; err == nil || err.Error() != want {
		t.Errorf("error = %v, want %s", err, want)
	}
}

// TestZIPPieceSizes builds the ZIP pieces of the whole committed ZIP file in memory, checks a few
// known ZIPs and logs the figures the README quotes (go test ./datagen -run TestZIPPieceSizes -v).
func TestZIPPieceSizes(t *testing.T) {
	m := committedModel(t)
	Measure(m)
	out, err := Encode(memFS{files: committedData(t)}, "data", m, Transform(m, DefaultLastUpdated))
	if err != nil {
		t.Fatal(err)
	}
	pieces := map[string]zips.Piece{}
	var raw, gzipped []int
	count := 0
	for _, f := range out {
		prefix, ok := strings.CutPrefix(f.Path, zips.PathPrefix)
		if !ok {
			continue
		}
		var p zips.Piece
		if err := json.Unmarshal(f.Data, &p); err != nil {
			t.Fatalf("%s: %v", f.Path, err)
		}
		pieces[prefix], count = p, count+len(p.ZIPs)
		raw, gzipped = append(raw, len(f.Data)), append(gzipped, gzipSize(t, f.Data))
	}
	if len(pieces) != 896 || count != 33791 {
		t.Errorf("%d pieces of %d ZIPs, want 896 of 33791", len(pieces), count)
	}
	for zip, want := range map[string]string{"90210": "06037 Los Angeles, California",
		"90265": "06037 Los Angeles, California; 06111 Ventura, California",
		"10001": "36061 New York, New York", "99566": "02261 Valdez-Cordova, Alaska"} {
		p := pieces[zip[:3]]
		var got []string
		for _, fips := range p.ZIPs[zip] {
			got = append(got, fips+" "+p.Counties[fips].Name+", "+p.Counties[fips].State)
		}
		if strings.Join(got, "; ") != want {
			t.Errorf("ZIP %s = %q, want %q", zip, strings.Join(got, "; "), want)
		}
	}
	slices.Sort(raw)
	slices.Sort(gzipped)
	t.Logf("ZIP pieces: %d files for %d ZIPs; bytes per piece: largest %d (gzip %d), median %d (gzip %d), total %d",
		len(raw), count, raw[len(raw)-1], gzipped[len(gzipped)-1], raw[len(raw)/2], gzipped[len(gzipped)/2], sum(raw))
}

func gzipSize(t *testing.T, data []byte) int {
	t.Helper()
	var buf bytes.Buffer
	w := gzip.NewWriter(&buf)
	if _, err := w.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Len()
}

func sum(values []int) int {
	total := 0
	for _, v := range values {
		total += v
	}
	return total
}

// TestZIPsFollowSelectedStates: a CA build keeps only California's counties of each ZIP, and a ZIP
// left with none is not written, so the page answers it as unknown.
func TestZIPsFollowSelectedStates(t *testing.T) {
	inFixture(t)
	res, err := Generate(Options{DataDir: "data", OutDir: "build", States: []string{"CA"}})
	if err != nil {
		t.Fatal(err)
	}
	pieces, err := filepath.Glob("build/api/zip/*")
	if want := []string{"build/api/zip/902"}; err != nil || !slices.Equal(pieces, want) {
		t.Errorf("pieces = %q (%v), want %q", pieces, err, want)
	}
	// Every file of the fixture's but two ZIP pieces, six states' yearly PM2.5 and population, and
	// the search pieces no Californian place or Superfund site makes: 26 of the 38 are (ac ad ag an
	// co fr hi lo ri of the places, with their points; ba ca ch fa in jo la ma mu oi om pe pl pu sa se
	// so of the sites).
	if want := fixtureFiles - 2 - 2*6 - (len(fixtureSearchKeys) - 26) - (len(fixturePlaceKeys) - 9); res.Files != want {
		t.Errorf("files = %d, want %d", res.Files, want)
	}
}
