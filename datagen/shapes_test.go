package datagen

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/shapes"
	"github.com/pd-riskmap/riskmap/datagen/internal/topojson"
	"github.com/pd-riskmap/riskmap/datagen/internal/topology"
)

func readFixtureAtlas(t *testing.T) *topology.Topology {
	t.Helper()
	f, err := os.Open(filepath.Join(wd, "testdata", "shapes", "counties.json"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	topology, _, problems := topojson.Read(f, "counties.json", countyAtlasLayer, geography.County)
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	return topology
}

// TestCountyShapes encodes three counties drawn by hand (testdata/shapes/counties.json): two
// squares sharing a wiggly border, an island and a county with a lake.
func TestCountyShapes(t *testing.T) {
	topology := readFixtureAtlas(t)
	files, err := shapes.Files(geography.County.Shapes(), topology)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 1 || files[0].Path != "county/shapes" {
		t.Fatalf("files %v, want county/shapes alone", files)
	}
	// The wiggle carries 2 units² of area, under the threshold (7.5 units² at this scale): the
	// border is one straight arc, still named by both neighbours, so they meet with no gap.
	if got := topology.Arcs[0]; len(got) != 2 {
		t.Errorf("the shared border kept %v, want its two ends", got)
	}
	if west, east := topology.Shapes[0].Polygons[0][0], topology.Shapes[1].Polygons[0][0]; west[0] != 0 || east[0] != ^0 {
		t.Errorf("the neighbours name arcs %v and %v, want 0 and ~0", west, east)
	}
	// Closed arcs keep four points: the island and the lake stay rings.
	for _, arc := range []int{3, 4, 5} {
		if n := len(topology.Arcs[arc]); n < 4 {
			t.Errorf("closed arc %d has %d points", arc, n)
		}
	}
	data, err := gunzipBytes(files[0].Data)
	if err != nil {
		t.Fatal(err)
	}
	golden(t, data)
}

func TestReadAtlasProblems(t *testing.T) {
	fixture, err := os.ReadFile(filepath.Join(wd, "testdata", "shapes", "counties.json"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, old, new string
		want           []string
	}{
		{"not JSON", `"counties":{`, `"counties":{,`,
			[]string{`f.json:1: column 128: invalid character ',' looking for beginning of object key string`}},
		{"no counties", `"counties":{`, `"county":{`, []string{`f.json: objects has no "counties" GeometryCollection`}},
		{"not quantised", `"transform"`, `"transformed"`,
			[]string{`f.json: no transform with two positive scales and two translates; the file must be quantised (topoquantize)`}},
		{"id of 4 digits", `"id":"06003"`, `"id":"6003"`,
			[]string{`f.json: objects.counties.geometries[1]: id "6003" is not a county id of 5 digits in quotes`}},
		{"id as a number", `"id":"06003"`, `"id":6003`,
			[]string{`f.json: objects.counties.geometries[1]: id 6003 is not a county id of 5 digits in quotes`}},
		{"id twice", `"id":"06003"`, `"id":"06001"`,
			[]string{`f.json: objects.counties.geometries[1] (id 06001): id 06001 is already geometries[0]`}},
		{"unknown arc", `[[[3]],[[4],[5]]]`, `[[[3]],[[4],[9]]]`,
			[]string{`f.json: objects.counties.geometries[2] (id 06005): names arc 9; the file has 6`}},
		{"a line, not an area", `{"type":"Polygon","arcs":[[-1,2]]`, `{"type":"LineString","arcs":[-1,2]`,
			[]string{`f.json: objects.counties.geometries[1] (id 06003): type is "LineString"; an area is a Polygon or a MultiPolygon`}},
		{"point not whole", `[[10,0],[0,3],[1,2]`, `[[10,0],[0,3.5],[1,2]`,
			[]string{`f.json: arcs[0][1]: [0 3.5] is not a pair of whole numbers`}},
		{"point of text", `[[10,0],[0,3],[1,2]`, `[[10,0],["0",3],[1,2]`,
			[]string{`f.json: arcs: byte 11 of the arcs is not a number; arcs are lists of points, each a list of numbers`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !strings.Contains(string(fixture), tt.old) {
				t.Fatalf("the fixture has no %s", tt.old)
			}
			_, _, problems := topojson.Read(strings.NewReader(strings.Replace(string(fixture), tt.old, tt.new, 1)), "f.json", countyAtlasLayer, geography.County)
			if got := problemLines(problems.Err()); !slices.Equal(got, tt.want) {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

// TestCountyShapesAgainstCounties: the build fails, naming the codes, when the outlines and
// us_counties.csv disagree, and leaves the previous build as it was.
func TestCountyShapesAgainstCounties(t *testing.T) {
	atlas := filepath.Join(ShapesDir, CountyAtlasFile)
	expectProblems(t, []edit{{atlas, `"id":"06019"`, `"id":"06999"`}, {atlas, `"id":"06037"`, `"id":"06998"`}}, []string{
		`data/shapes/counties-10m.json: no shape for the counties 06019, 06037 of data/us_counties.csv`,
		`data/shapes/counties-10m.json: shapes of no county of data/us_counties.csv: 06998, 06999`,
	})
}

func gunzipBytes(data []byte) ([]byte, error) {
	r, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(r)
}
