package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"testing"
)

func TestImportCommand(t *testing.T) {
	national, err := filepath.Abs("../../data/us_counties.csv")
	if err != nil {
		t.Fatal(err)
	}
	committed := map[string][]byte{}
	for _, name := range []string{"counties.csv", "states.csv"} {
		if committed[name], err = os.ReadFile(filepath.Join("../../data", name)); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(t.TempDir())

	code, out, errOut := runCmd("import", "--from", national, "--states", "CA,FL", "--data", "data")
	want := "wrote 125 counties of CA, FL to data/counties.csv\nwrote the boxes of 56 states to data/states.csv\n"
	if code != 0 || out != want || errOut != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	for name, data := range committed {
		if got, _ := os.ReadFile(filepath.Join("data", name)); !bytes.Equal(got, data) {
			t.Errorf("imported %s differs from the committed data/%s", name, name)
		}
	}

	code, out, _ = runCmd("import", "--from", national, "--states", "all", "--data", "all")
	if code != 0 || out[:len("wrote 3231 counties of AK, AL,")] != "wrote 3231 counties of AK, AL," {
		t.Errorf("import of all states: exit %d, stdout %q", code, out)
	}

	tests := []struct {
		name    string
		args    []string
		wantErr string
	}{
		{"missing --from", []string{"import", "--states", "CA"}, "riskmap: required flag(s) \"from\" not set\n"},
		{"missing --states", []string{"import", "--from", national}, "riskmap: required flag(s) \"states\" not set\n"},
		{"unknown state", []string{"import", "--from", national, "--states", "CA,ZZ"},
			"riskmap: " + national + " has no counties of ZZ; use 2-letter postal codes such as CA\n"},
		{"missing file", []string{"import", "--from", "nowhere.csv", "--states", "CA"}, "riskmap: read nowhere.csv: no such file or directory\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runCmd(tt.args...)
			if code != 1 || out != "" || errOut != tt.wantErr {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit 1, stderr %q", code, out, errOut, tt.wantErr)
			}
		})
	}

	t.Run("bad national file", func(t *testing.T) {
		if err := os.WriteFile("us.csv", []byte("geoid,usps,state,name,lat,lon\n6001,CA,California,Alameda,37.6,-121.8\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, errOut := runCmd("import", "--from", "us.csv", "--states", "all")
		want := "us.csv:2: geoid: \"6001\" must be 5 digits\nriskmap: 1 problem in us.csv; data/ left unchanged\n"
		if code != 1 || out != "" || errOut != want {
			t.Errorf("exit %d, stdout %q, stderr %q; want %q", code, out, errOut, want)
		}
	})
}

// TestImportOutlinesCommand prepares the tract outlines of the tests' fixture into a fresh data
// folder, as the committed fixture has them; a broken GeoJSON is reported on its line and leaves
// the prepared file as it was.
func TestImportOutlinesCommand(t *testing.T) {
	ces4 := filepath.Join("data", "ces4")
	fixture := map[string][]byte{}
	for _, name := range []string{"ca_tracts_2010.geojson.gz", "ca_tracts_2010.topojson.gz"} {
		data, err := os.ReadFile(filepath.Join("../../datagen/testdata", ces4, name))
		if err != nil {
			t.Fatal(err)
		}
		fixture[name] = data
	}
	t.Chdir(t.TempDir())
	if err := os.MkdirAll(ces4, 0o755); err != nil {
		t.Fatal(err)
	}
	source, prepared := filepath.Join(ces4, "ca_tracts_2010.geojson.gz"), filepath.Join(ces4, "ca_tracts_2010.topojson.gz")
	if err := os.WriteFile(source, fixture["ca_tracts_2010.geojson.gz"], 0o644); err != nil {
		t.Fatal(err)
	}

	code, out, errOut := runCmd("import", "outlines")
	if want := "wrote the tract outlines of " + source + " to " + prepared + "\n"; code != 0 || out != want || errOut != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q; want %q", code, out, errOut, want)
	}
	written, err := os.ReadFile(prepared)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := gunzip(t, written), gunzip(t, fixture["ca_tracts_2010.topojson.gz"]); got != want {
		t.Error("the prepared outlines differ from the fixture's")
	}

	var broken bytes.Buffer
	z := gzip.NewWriter(&broken)
	_, _ = z.Write([]byte("{\"type\": \"FeatureCollection\", \"features\": [\n{\"type\": \"Feature\", \"properties\": {\"GEOID\": \"06001400100\", \"ces_tract\": \"6001400100\", \"ALAND\": 1}, \"geometry\": null}\n]}"))
	_ = z.Close()
	if err := os.WriteFile(source, broken.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut = runCmd("import", "outlines")
	want := source + ":2: geometry: is null; a tract is a Polygon or a MultiPolygon\nriskmap: 1 problem in " + source + "; " + prepared + " left unchanged\n"
	if code != 1 || out != "" || errOut != want {
		t.Errorf("exit %d, stdout %q, stderr %q; want %q", code, out, errOut, want)
	}
	if kept, _ := os.ReadFile(prepared); !bytes.Equal(kept, written) {
		t.Error("the prepared outlines changed")
	}
}

func gunzip(t *testing.T, data []byte) string {
	t.Helper()
	z, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	text, err := io.ReadAll(z)
	if err != nil {
		t.Fatal(err)
	}
	return string(text)
}
