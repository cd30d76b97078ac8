package datagen

import (
	"reflect"
	"testing"
)

func value(v float64) Reading { return Reading{Status: StatusValue, Value: v} }

var (
	noData       = Reading{Status: StatusNoData}
	noneReported = Reading{Status: StatusNoneReported}
)

// TestRank pins the percentile rule: the share of counties with a figure whose figure is strictly
// lower, times 100, rounded down.
func TestRank(t *testing.T) {
	tests := []struct {
		name string
		in   []Reading
		want []Reading
	}{
		{"distinct", []Reading{value(3), value(1), value(2), value(4)},
			[]Reading{{StatusValue, 3, 50}, {StatusValue, 1, 0}, {StatusValue, 2, 25}, {StatusValue, 4, 75}}},
		{"ties share the percentile of the first", []Reading{value(5), value(1), value(5), value(10)},
			[]Reading{{StatusValue, 5, 25}, {StatusValue, 1, 0}, {StatusValue, 5, 25}, {StatusValue, 10, 75}}},
		{"no data takes no part and gets no percentile", []Reading{value(3), noData, value(1), noData},
			[]Reading{{StatusValue, 3, 50}, noData, {StatusValue, 1, 0}, noData}},
		{"none reported ranks as 0", []Reading{noneReported, value(2), noneReported, value(4)},
			[]Reading{{StatusNoneReported, 0, 0}, {StatusValue, 2, 50}, {StatusNoneReported, 0, 0}, {StatusValue, 4, 75}}},
		{"a measured 0 ties with none reported", []Reading{value(0), noneReported, value(7)},
			[]Reading{{StatusValue, 0, 0}, {StatusNoneReported, 0, 0}, {StatusValue, 7, 66}}},
		{"ranked on full precision, then rounded to 3 significant digits", []Reading{value(1.2344), value(1.2341), value(123456)},
			[]Reading{{StatusValue, 1.23, 33}, {StatusValue, 1.23, 0}, {StatusValue, 123000, 66}}},
		{"a single county", []Reading{value(8.16)}, []Reading{{StatusValue, 8.16, 0}}},
		{"only no data", []Reading{noData, noData}, []Reading{noData, noData}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rank(tt.in)
			if !reflect.DeepEqual(tt.in, tt.want) {
				t.Errorf("rank = %v, want %v", tt.in, tt.want)
			}
		})
	}
}

// TestRankTopIs99 checks the highest of many counties gets 99, never 100.
func TestRankTopIs99(t *testing.T) {
	readings := make([]Reading, 3220)
	for i := range readings {
		readings[i] = value(float64(i))
	}
	rank(readings)
	if got := readings[len(readings)-1].Percentile; got != 99 {
		t.Errorf("top percentile = %d, want 99", got)
	}
	if got := readings[1610].Percentile; got != 50 {
		t.Errorf("middle percentile = %d, want 50", got)
	}
}

func TestLayerReading(t *testing.T) {
	land := map[string]float64{"06019": 200, "06003": 50}
	density := Layer{PerKm2: true, YearSpan: 1, Figures: map[string]float64{"06019": 1000, "66010": 5}}
	releases := Layer{PerKm2: true, YearSpan: 31, NoneReported: true, Figures: map[string]float64{"06019": 62000, "66010": 5}}
	plain := Layer{YearSpan: 1, Figures: map[string]float64{"06019": 8.16}}
	tests := []struct {
		name  string
		layer Layer
		fips  string
		want  Reading
	}{
		{"per km²", density, "06019", value(5)},
		{"per km² and per year", releases, "06019", value(10)},
		{"plain figure", plain, "06019", value(8.16)},
		{"missing from a no-data file", plain, "06003", noData},
		{"missing from a none-reported file", releases, "06003", noneReported},
		{"a density without land area is no data", density, "66010", noData},
		{"none reported needs land area too", releases, "99999", noData},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.layer.reading(tt.fips, land); got != tt.want {
				t.Errorf("reading = %v, want %v", got, tt.want)
			}
		})
	}
}

// TestMeasure checks counties are kept in FIPS order when they have a figure on some layer, with
// their USGS detail, and dropped when they have none.
func TestMeasure(t *testing.T) {
	m := &Model{
		National: []NationalCounty{{FIPS: "06019", StateCode: "CA"}, {FIPS: "06003", StateCode: "CA"}, {FIPS: "66010", StateCode: "GU"}},
		Layers: []Layer{
			{YearSpan: 1, Figures: map[string]float64{"06019": 8.16}},
			{PerKm2: true, YearSpan: 1, NoneReported: true, Figures: map[string]float64{"06019": 10}},
		},
		LandKm2: map[string]float64{"06019": 2, "06003": 1},
		USGS:    map[string]USGSFigure{"06003": {Kg: 12.5, ParaquatKg: 0.25}},
	}
	Measure(m)
	want := []MeasuredCounty{
		{NationalCounty: NationalCounty{FIPS: "06003", StateCode: "CA"}, Readings: []Reading{noData, {StatusNoneReported, 0, 0}},
			USGS: USGSFigure{Kg: 12.5, ParaquatKg: 0.25}, HasUSGS: true, USGSKgPerKm2: 12.5, HasUSGSDensity: true},
		{NationalCounty: NationalCounty{FIPS: "06019", StateCode: "CA"}, Readings: []Reading{{StatusValue, 8.16, 0}, {StatusValue, 5, 50}}},
	}
	if !reflect.DeepEqual(m.Measured, want) {
		t.Errorf("measured = %+v, want %+v", m.Measured, want)
	}
}
