package tracts

import (
	"reflect"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/places"
)

// TestNameAll names a made-up county's tracts: points a few hundredths of a degree apart, at
// latitude 0 so a degree east is as long as a degree north, the sides worked out by hand.
func TestNameAll(t *testing.T) {
	place := func(name, county, tract string, lat, lon float64, people int) places.Reading {
		return places.Reading{Kind: places.PlaceReading, Name: name, County: county, Tract: tract, Lat: lat, Lon: lon, People: people, Counted: people > 0}
	}
	readings := []places.Reading{
		{Kind: places.CountyReading, Name: "Big", County: "06001", People: 1_000_000, Counted: true},
		place("Smallton", "06001", "06001000100", 0.001, 0.001, 900),
		place("Bigtown", "06001", "06001000100", 0.002, 0.002, 5_000),
		place("Newplace", "06001", "06001000100", 0.003, 0.003, 0), // no 2020 count: last
		place("Eastville", "06001", "", 0, 0.1, 300),
		place("Northside", "06001", "", 0.1, 0, 300),
		place("Faraway", "06003", "", 0, 0.031, 100), // nearer the second tract than Eastville, but of another county
	}
	tracts := []Tract{
		{ID: "06001000100", ZIP: "90001", Lat: 0, Lon: 0, Location: "Northside"},                      // its own points go first
		{ID: "06001000200", ZIP: "90001", Lat: 0, Lon: 0.06},                                          // east of the mean (0, 0.02)
		{ID: "06001000300", ZIP: "90001", Lat: 0, Lon: 0, Location: "Unincorporated Big County area"}, // west, like the first
		{ID: "06001000400", ZIP: "90002", Lat: 0.08, Lon: 0, Location: "Northside"},                   // its ZIP's only tract, in a place by CalEnviroScreen
		{ID: "06001000500", ZIP: "90003", Lat: 0.01, Lon: 0.01},                                       // north-east of the mean (0, 0)
		{ID: "06001000600", ZIP: "90003", Lat: -0.01, Lon: -0.01},
		{ID: "06003000100", ZIP: "90004", Lat: 0, Lon: 0.03, Location: "Eastville"}, // a place of another county
		{ID: "06005000100", ZIP: "90005", Lat: 0, Lon: 0},                           // a county without places
	}
	want := map[string]Naming{
		"06001000100": {Places: []string{"Bigtown", "Smallton", "Newplace"}, Side: "w"},
		"06001000200": {Near: "Eastville", Side: "e"},
		"06001000300": {Near: "Smallton", Side: "w"},
		"06001000400": {Places: []string{"Northside"}},
		"06001000500": {Near: "Newplace", Side: "ne"},
		"06001000600": {Near: "Smallton", Side: "sw"},
		"06003000100": {Near: "Faraway"},
		"06005000100": {},
	}
	got := NameAll(tracts, readings)
	for id, w := range want {
		if !reflect.DeepEqual(got[id], w) {
			t.Errorf("%s: %+v, want %+v", id, got[id], w)
		}
	}
	if len(got) != len(want) {
		t.Errorf("%d tracts named, want %d", len(got), len(want))
	}
}

// TestCompassPoint turns a direction into the nearest of the eight points.
func TestCompassPoint(t *testing.T) {
	tests := []struct {
		lat, lon float64
		want     string
	}{
		{1, 0, "n"}, {1, 1, "ne"}, {0, 1, "e"}, {-1, 1, "se"}, {-1, 0, "s"}, {-1, -1, "sw"}, {0, -1, "w"}, {1, -1, "nw"},
		{1, 0.3, "n"}, {1, 0.5, "ne"}, // 16.7° and 26.6° east of north
		{0, 0, ""}, {0.000001, 0, ""},
	}
	for _, tt := range tests {
		if got := compassPoint(0, 0, tt.lat, tt.lon); got != tt.want {
			t.Errorf("compassPoint(0, 0, %g, %g) = %q, want %q", tt.lat, tt.lon, got, tt.want)
		}
	}
}
