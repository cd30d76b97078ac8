package datagen

import (
	"reflect"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/figures"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/environmental"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/measured"
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

// TestCombinedScore pins the combined score's rule, the page's too (site/src/lib/figures/measured.ts).
func TestCombinedScore(t *testing.T) {
	pct := func(p int) Reading { return Reading{Status: StatusValue, Percentile: p} }
	defaults := []float64{0.4, 0.3, 0}
	tests := []struct {
		name     string
		readings []Reading
		weights  []float64
		want     int
	}{
		{"the weighted mean, rounded", []Reading{pct(25), pct(66), pct(99)}, defaults, 43},                                // (0.4·25 + 0.3·66) / 0.7 = 42.57
		{"no data is left out with its weight", []Reading{pct(25), noData, pct(99)}, defaults, 25},                        // 0.4·25 / 0.4
		{"none reported counts as percentile 0", []Reading{{Status: StatusNoneReported}, pct(70), pct(99)}, defaults, 30}, // 0.3·70 / 0.7
		{"a layer without weight takes no part", []Reading{pct(10), pct(10), pct(99)}, defaults, 10},
		{"a half rounds up, as the page rounds", []Reading{pct(41), pct(42)}, []float64{0.5, 0.5}, 42}, // 41.5
		// (0.3·3 + 0.3·4) / 0.6 is 3.4999999999999996 in doubles, in JavaScript as here (measured.test.ts).
		{"a sum a hair under the half rounds down", []Reading{pct(3), pct(4)}, []float64{0.3, 0.3}, 3},
		{"no figure on a layer of the score", []Reading{noData, noData, pct(99)}, defaults, figures.NoScore},
		{"no layer has a weight", []Reading{pct(50)}, []float64{0}, figures.NoScore},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := combinedScore(tt.readings, tt.weights); got != tt.want {
				t.Errorf("combinedScore = %d, want %d", got, tt.want)
			}
		})
	}
}

// TestScoreLayers checks the score is over the default layers, or every layer when none is one.
func TestScoreLayers(t *testing.T) {
	layers := []Layer{{Factor: "pesticides"}, {Factor: "airPollution"}, {Factor: "traffic"}}
	factors := func(defaults ...bool) []environmental.Factor {
		return []environmental.Factor{{ID: "pesticides", Weight: 0.4, DefaultEnabled: defaults[0]}, {ID: "airPollution", Weight: 0.3, DefaultEnabled: defaults[1]},
			{ID: "traffic", Weight: 0.2, DefaultEnabled: defaults[2]}}
	}
	if got, want := scoreWeights(layers, factors(true, true, false)), []float64{0.4, 0.3, 0}; !reflect.DeepEqual(got, want) {
		t.Errorf("weights = %v, want %v", got, want)
	}
	if got, want := scoreWeights(layers, factors(false, false, false)), []float64{0.4, 0.3, 0.2}; !reflect.DeepEqual(got, want) {
		t.Errorf("weights with no default layer = %v, want %v", got, want)
	}
}

// TestMeasureScores computes a fixture's combined scores by hand: percentiles with ties, a county
// without a figure on one of the score's layers, one with none on either, and a layer outside the
// score that would change every score if it counted.
func TestMeasureScores(t *testing.T) {
	m := &Model{
		National: []NationalCounty{{FIPS: "01001"}, {FIPS: "01003"}, {FIPS: "01005"}, {FIPS: "01007"}, {FIPS: "01009"}},
		Factors: []environmental.Factor{{ID: "pesticides", Weight: 0.4, DefaultEnabled: true}, {ID: "airPollution", Weight: 0.3, DefaultEnabled: true},
			{ID: "traffic", Weight: 0.2}},
		Layers: []Layer{
			// percentiles 25, 25 (a tie), 75, 0
			{Factor: "pesticides", YearSpan: 1, Figures: map[string]float64{"01001": 10, "01003": 10, "01005": 30, "01007": 5}},
			// 01003 has no data: 66, 0, 33 over the other three
			{Factor: "airPollution", YearSpan: 1, Figures: map[string]float64{"01001": 8, "01005": 6, "01007": 7}},
			{Factor: "traffic", YearSpan: 1, Figures: map[string]float64{"01001": 4, "01003": 3, "01005": 2, "01007": 1, "01009": 5}},
		},
	}
	Measure(m)
	want := map[string]int{
		"01001": 43,              // (0.4·25 + 0.3·66) / 0.7 = 42.57
		"01003": 25,              // 0.4·25 / 0.4: no PM2.5 figure, so its weight is left out too
		"01005": 43,              // (0.4·75 + 0.3·0) / 0.7 = 42.86
		"01007": 14,              // (0.4·0 + 0.3·33) / 0.7 = 14.14
		"01009": figures.NoScore, // a traffic figure only: kept, without a score
	}
	got := map[string]int{}
	for _, c := range m.Measured {
		got[c.FIPS] = c.Score
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("scores = %v, want %v", got, want)
	}
	e := exposureColumns(m)
	if want := (measured.ScoreColumn{Layers: []string{"pesticides", "airPollution"}, Value: measured.Percentiles{43, 25, 43, 14, figures.NoScore}}); !reflect.DeepEqual(e.Score, want) {
		t.Errorf("exposures' score = %+v, want %+v", e.Score, want)
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
			USGS: USGSFigure{Kg: 12.5, ParaquatKg: 0.25}, HasUSGS: true, USGSKgPerKm2: 12.5, HasUSGSDensity: true, Score: figures.NoScore},
		{NationalCounty: NationalCounty{FIPS: "06019", StateCode: "CA"}, Readings: []Reading{{StatusValue, 8.16, 0}, {StatusValue, 5, 50}}, Score: figures.NoScore},
	}
	if !reflect.DeepEqual(m.Measured, want) {
		t.Errorf("measured = %+v, want %+v", m.Measured, want)
	}
}
