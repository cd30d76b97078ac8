package tracts

import (
	"bytes"
	"compress/gzip"
	"io"
	"io/fs"
	"maps"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/paulmach/orb"

	"github.com/pd-riskmap/riskmap/datagen/internal/topology"
)

func TestFeatureProblems(t *testing.T) {
	const file = "t.geojson.gz"
	lines := []string{
		`{"type": "FeatureCollection", "features": [`,
		`{"type": "Feature", "properties": {"GEOID": "06001400100", "ces_tract": "6001400100", "ALAND": 6894334.0}, "geometry": {"type": "Polygon", "coordinates": [[[-122.2, 37.8], [-122.1, 37.8], [-122.1, 37.9], [-122.2, 37.8]]]}},`,
		`{"type": "Feature", "properties": {"GEOID": 6001400200, "ces_tract": "06001400200", "ALAND": "x"}, "geometry": {"type": "Point", "coordinates": [-122.2, 37.8]}},`,
		`{"type": "Feature", "properties": {"GEOID": "06001400300", "ces_tract": "6001400300", "ALAND": 1.0}, "geometry": {"type": "Polygon", "coordinates": [[[-122.2, 37.8], [-122.1, 37.8], [-122.1, 37.9]]]}}`,
		`]}`,
	}
	features, problems := decodeFeatures([]byte(strings.Join(lines, "\n")), file)
	want := []string{
		`t.geojson.gz:3: GEOID: 6001400200 must be a text of 11 digits`,
		`t.geojson.gz:3: ces_tract: "06001400200" must be the tract's CalEnviroScreen id: its GEOID without the leading 0`,
		`t.geojson.gz:3: ALAND: "x" must be the land area in m², a number of 0 or more`,
		`t.geojson.gz:3: geometry: is a "Point"; a tract is a Polygon or a MultiPolygon`,
		`t.geojson.gz:4: geometry: has a ring of 3 points that does not close; a ring has 4 points or more, its last the first`,
	}
	var got []string
	for _, p := range problems {
		got = append(got, p.String())
	}
	if !slices.Equal(got, want) {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if len(features) != 1 || features[0].CESID != "06001400100" || features[0].Line != 2 {
		t.Errorf("features %+v, want 06001400100 of line 2", features)
	}
}

// gzipped is a file of an in-memory data folder, gzipped as the tract files are.
func gzipped(t *testing.T, text string) []byte {
	t.Helper()
	var buf bytes.Buffer
	z := gzip.NewWriter(&buf)
	if _, err := z.Write([]byte(text)); err != nil {
		t.Fatal(err)
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func openIn(files map[string][]byte) func(string) (io.ReadCloser, error) {
	return func(name string) (io.ReadCloser, error) {
		data, ok := files[name]
		if !ok {
			return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
		}
		return io.NopCloser(bytes.NewReader(data)), nil
	}
}

// TestPrepare prepares two neighbouring tracts, one of them renumbered by CalEnviroScreen, and
// reads the file back as generate does: their shared border is one arc named by both, each outline
// is named by its CalEnviroScreen id with its GEOID beside it, and the same outlines give the same
// bytes. A ces_tract given twice is a problem on the line of the second, and nothing is prepared.
func TestPrepare(t *testing.T) {
	source, shapes := filepath.Join("data", Dir, SourceShapesFile), filepath.Join("data", Dir, ShapesFile)
	feature := func(geoid, ces, coordinates string) string {
		return `{"type": "Feature", "properties": {"GEOID": "` + geoid + `", "ces_tract": "` + ces + `", "ALAND": 1.0}, "geometry": {"type": "Polygon", "coordinates": [[` + coordinates + `]]}}`
	}
	west := feature("06001400100", "6001400100", "[-122.2, 37.8], [-122.1, 37.8], [-122.1, 37.9], [-122.2, 37.9], [-122.2, 37.8]")
	east := feature("06001400200", "6001400250", "[-122.1, 37.8], [-122.0, 37.8], [-122.0, 37.9], [-122.1, 37.9], [-122.1, 37.8]")
	files := map[string][]byte{source: gzipped(t, "{\"type\": \"FeatureCollection\", \"features\": [\n"+west+",\n"+east+"\n]}")}
	prepared, problems := Prepare(openIn(files), "data")
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	again, _ := Prepare(openIn(files), "data")
	if !bytes.Equal(prepared, again) {
		t.Error("the same outlines prepared twice differ")
	}
	files[shapes] = prepared
	outlines, geoids, problems := readOutlines(openIn(files), shapes)
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	if got := outlines.ShapeIDs(); !slices.Equal(got, []string{"06001400100", "06001400250"}) || !slices.Equal(geoids, []string{"06001400100", "06001400200"}) {
		t.Errorf("outlines %v with GEOIDs %v, want 06001400100 and 06001400250 (GEOID 06001400200)", got, geoids)
	}
	named := map[int]int{} // how many rings name each arc
	for _, s := range outlines.Shapes {
		for _, ref := range s.Polygons[0][0] {
			named[topology.ArcOf(ref)]++
		}
	}
	if shared := slices.Collect(maps.Values(named)); !slices.Contains(shared, 2) {
		t.Errorf("no arc is named by both tracts: %v", named)
	}
	if got, want := outlines.AreaPolygons()[1].Polygons[0][0][0], (orb.Point{-122.1, 37.8}); math.Abs(got[0]-want[0]) > 1e-9 || math.Abs(got[1]-want[1]) > 1e-9 {
		t.Errorf("the east tract starts at %v, want %v", got, want)
	}
	z, _ := gzip.NewReader(bytes.NewReader(prepared))
	text, _ := io.ReadAll(z)
	files[shapes] = gzipped(t, strings.Replace(string(text), `"GEOID":"06001400200"`, `"GEOID":6001400200`, 1))
	_, _, problems = readOutlines(openIn(files), shapes)
	want := shapes + `: objects.tracts.geometries[1] (id 06001400250): properties {"GEOID":6001400200} have no GEOID of 11 digits`
	if len(problems) != 1 || problems[0].String() != want {
		t.Errorf("problems %v, want %s", problems, want)
	}

	files[source] = gzipped(t, "{\"type\": \"FeatureCollection\", \"features\": [\n"+west+",\n"+strings.Replace(east, "6001400250", "6001400100", 1)+"\n]}")
	prepared, problems = Prepare(openIn(files), "data")
	want = source + `:3: ces_tract: 06001400100 is already the tract of line 2`
	if prepared != nil || len(problems) != 1 || problems[0].String() != want {
		t.Errorf("prepared %d bytes, problems %v; want none and %s", len(prepared), problems, want)
	}
}
