package datagen

import (
	"testing"

	"github.com/paulmach/orb"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/places"
	"github.com/pd-riskmap/riskmap/datagen/internal/topology"
)

// TestLocatorsByParent finds a point's area among its parent's areas only: two tracts of one
// county, one of another, with a lake in the first.
func TestLocatorsByParent(t *testing.T) {
	square := func(x0, y0, x1, y1 float64) orb.Ring {
		return orb.Ring{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}
	}
	topology := topology.Build([]topology.AreaPolygons{
		{ID: "06019000100", Polygons: orb.MultiPolygon{{square(0, 0, 4, 4), square(1, 1, 2, 2)}}},
		{ID: "06019000200", Polygons: orb.MultiPolygon{{square(4, 0, 8, 4)}}},
		{ID: "06039000100", Polygons: orb.MultiPolygon{{square(8, 0, 12, 4)}}},
	}, topology.Quantisation{ScaleX: 0.5, ScaleY: 0.5})
	locators := locatorsByParent(topology, geography.Tract)
	tests := []struct {
		name, county string
		lat, lon     float64
		want         string
	}{
		{"in the first tract", "06019", 3, 3, "06019000100"},
		{"in the second tract", "06019", 1, 6, "06019000200"},
		{"in the lake of the first tract", "06019", 1.5, 1.5, ""},
		{"in a tract of the next county", "06019", 1, 10, ""},
		{"that tract, from its own county", "06039", 1, 10, "06039000100"},
		{"off every tract", "06019", 9, 9, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := locators[tt.county](tt.lat, tt.lon)
			if got != tt.want || ok != (tt.want != "") {
				t.Errorf("tract at %g, %g in %s = %q, %v; want %q", tt.lat, tt.lon, tt.county, got, ok, tt.want)
			}
		})
	}
	if _, has := locators["06037"]; has {
		t.Errorf("a county without tracts has a locator")
	}
}

// TestPlaceTracts gives the fixture's places their tracts: the one holding the place's point, in
// the county its search opens.
func TestPlaceTracts(t *testing.T) {
	inFixture(t)
	ds, err := Read(OSFS{}, "data")
	if err != nil {
		t.Fatal(err)
	}
	m, err := Validate(ds)
	if err != nil {
		t.Fatal(err)
	}
	readings, _ := searchReadings(m)
	tracts := map[string]string{}
	for _, r := range readings {
		if r.Kind == places.PlaceReading {
			tracts[r.Name+", "+r.State] = r.County + " " + r.Tract
		}
	}
	for place, want := range map[string]string{
		// Fresno city's point (36.782684, -119.793359) lies in tract 49.01 of Fresno County.
		"Fresno, CA": "06019 06019004901",
		// Los Angeles city's point lies in a tract the fixture leaves out.
		"Los Angeles, CA": "06037 ",
		// Agoura Hills is in Los Angeles County too, far from the fixture's tracts.
		"Agoura Hills, CA": "06037 ",
		// Outside California no county has tracts.
		"Miami, FL":       "12086 ",
		"Springfield, IL": "17167 ",
	} {
		if got := tracts[place]; got != want {
			t.Errorf("%s: county and tract %q, want %q", place, got, want)
		}
	}
}
