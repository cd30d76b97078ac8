package tracts

import (
	"slices"
	"strings"
	"testing"
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
