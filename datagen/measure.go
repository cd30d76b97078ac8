package datagen

import (
	"cmp"
	"slices"
	"strconv"

	"github.com/pd-riskmap/riskmap/datagen/internal/figures"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/environmental"
)

// Status says what a county's reading on a layer is. The three cases stay apart all the way to the
// page: a figure, no data (the source does not cover the county), and none reported (the source
// covers every county and this one reported nothing, so its figure is 0).
type Status byte

const (
	StatusValue        Status = 'v'
	StatusNoData       Status = 'n'
	StatusNoneReported Status = 'r'
)

// Reading is a county's figure on one layer.
type Reading struct {
	Status     Status
	Value      float64 // 3 significant digits; 0 when none reported; unused when no data
	Percentile int     // national percentile, 0-99; unused when no data
}

// MeasuredCounty is a county of the national file with its reading on every layer.
type MeasuredCounty struct {
	NationalCounty
	Readings []Reading  // one per layer, in Model.Layers order
	USGS     USGSFigure // valid when HasUSGS
	HasUSGS  bool
	// USGSKgPerKm2 is USGS.Kg over the county's land area, 3 significant digits: the unit of the
	// modelled pesticide estimate, so the page can set the two side by side. Valid when HasUSGSDensity.
	USGSKgPerKm2   float64
	HasUSGSDensity bool
	Population     Population // county_population.csv's figure; every county has one
	// Score is the combined score of the Measured view's first map (combinedScore), or figures.NoScore.
	Score int
}

// Measure forms every layer's figure for every county of the national file, ranks each layer over
// all the counties that have a figure (before select, so the percentile is national whatever
// --states says), and keeps the counties with a figure on at least one layer, in FIPS order. It
// takes the yearly PM2.5 medians here too, for the same reason.
func Measure(m *Model) {
	counties := slices.Clone(m.National)
	slices.SortStableFunc(counties, func(a, b NationalCounty) int { return cmp.Compare(a.FIPS, b.FIPS) })
	readings := make([][]Reading, len(m.Layers))
	for j, l := range m.Layers {
		readings[j] = make([]Reading, len(counties))
		for i, c := range counties {
			readings[j][i] = l.reading(c.FIPS, m.LandKm2)
		}
		rank(readings[j])
	}
	weights := scoreWeights(m.Layers, m.Factors)
	m.Measured = make([]MeasuredCounty, 0, len(counties))
	for i, c := range counties {
		mc := MeasuredCounty{NationalCounty: c, Readings: make([]Reading, len(m.Layers))}
		any := false
		for j := range m.Layers {
			mc.Readings[j] = readings[j][i]
			any = any || mc.Readings[j].Status != StatusNoData
		}
		if any {
			mc.Score = combinedScore(mc.Readings, weights)
			mc.Population = m.Population[c.FIPS]
			mc.USGS, mc.HasUSGS = m.USGS[c.FIPS]
			if land, ok := m.LandKm2[c.FIPS]; ok && mc.HasUSGS {
				mc.USGSKgPerKm2, mc.HasUSGSDensity = round3(mc.USGS.Kg/land), true
			}
			m.Measured = append(m.Measured, mc)
		}
	}
	m.PM25Medians = medianPM25(m.PM25ByYear)
	m.Compounds.Measure(m.LandKm2)
	for j, l := range m.Layers {
		for i := range m.Factors {
			if f := &m.Factors[i]; f.ID == l.Factor {
				f.Measured.TopTenth = topTenth(m.Measured, j)
				f.Measured.TopTenth.Sentence = f.Measured.TopTenth.Say(f.Name, inEnglish)
			}
		}
	}
}

// scoreLayers says which layers the combined score the generator writes is over: those the Measured
// view's first map selects, whose factor is default_enabled in factors.csv, or every layer when none
// is, as the page reads an empty selection.
func scoreLayers(layers []Layer, factors []environmental.Factor) []bool {
	enabled := make([]bool, len(layers))
	none := true
	for j, l := range layers {
		enabled[j] = factorOf(l, factors).DefaultEnabled
		none = none && !enabled[j]
	}
	if none {
		for j := range enabled {
			enabled[j] = true
		}
	}
	return enabled
}

// scoreWeights is each layer's weight in the combined score: its factor's on the score's layers,
// 0 on the others.
func scoreWeights(layers []Layer, factors []environmental.Factor) []float64 {
	weights := make([]float64, len(layers))
	for j, on := range scoreLayers(layers, factors) {
		if on {
			weights[j] = factorOf(layers[j], factors).Weight
		}
	}
	return weights
}

// factorOf is the layer's factor; the zero Factor (weight 0) for a layer without one, which only
// hand-made test models have.
func factorOf(l Layer, factors []environmental.Factor) environmental.Factor {
	for _, f := range factors {
		if f.ID == l.Factor {
			return f
		}
	}
	return environmental.Factor{}
}

// combinedScore is the Measured view's combined score: figures.WeightedScore of the county's national
// percentiles, over the layers where it has a figure (none reported is percentile 0).
func combinedScore(readings []Reading, weights []float64) int {
	return figures.WeightedScore(weights, func(j int) (float64, bool) {
		r := readings[j]
		return float64(r.Percentile), r.Status != StatusNoData
	})
}

// TopTenthPercentile is where a layer's top tenth of counties starts: a county is in it when at
// least 90 % of the counties with a figure have a lower one.
const TopTenthPercentile = 90

// inEnglish gives the generator's texts as they are written.
func inEnglish(text string) string { return text }

// topTenth adds up the population of the counties whose reading on layer j is at or above
// TopTenthPercentile. It runs before select, so the figure is national whatever --states keeps.
func topTenth(counties []MeasuredCounty, j int) *environmental.TopTenth {
	t := &environmental.TopTenth{}
	first, last := 0, 0
	for _, c := range counties {
		r := c.Readings[j]
		if r.Status == StatusNoData || r.Percentile < TopTenthPercentile {
			continue
		}
		t.People += c.Population.People
		t.Counties++
		if y := c.Population.Year; y > 0 {
			if first == 0 || y < first {
				first = y
			}
			last = max(last, y)
		}
	}
	switch {
	case first == 0:
	case first == last:
		t.Years = strconv.Itoa(first)
	default:
		t.Years = strconv.Itoa(first) + "-" + strconv.Itoa(last)
	}
	return t
}

// reading forms the layer's figure for one county: the file's figure, over the years it spans, per
// km² of land where the layer says so.
func (l Layer) reading(fips string, landKm2 map[string]float64) Reading {
	land, hasLand := landKm2[fips]
	if l.PerKm2 && !hasLand {
		return Reading{Status: StatusNoData} // no area, no density
	}
	v, ok := l.Figures[fips]
	switch {
	case ok:
		v /= l.YearSpan
		if l.PerKm2 {
			v /= land
		}
		return Reading{Status: StatusValue, Value: v}
	case l.NoneReported:
		return Reading{Status: StatusNoneReported}
	default:
		return Reading{Status: StatusNoData}
	}
}

// rank sets the percentile of every reading that has a figure (a value or none reported, whose
// figure is 0): the share of those readings with a strictly lower figure, times 100, rounded down,
// so ties share a percentile and the highest is at most 99. It ranks on full precision, then rounds
// each figure to 3 significant digits, so two figures that round alike but differ keep their order.
func rank(readings []Reading) {
	var values []float64
	for _, r := range readings {
		if r.Status != StatusNoData {
			values = append(values, r.Value)
		}
	}
	percentiles := figures.Percentiles(values)
	k := 0
	for i, r := range readings {
		if r.Status == StatusNoData {
			continue
		}
		readings[i].Percentile = percentiles[k]
		readings[i].Value = round3(r.Value)
		k++
	}
}

// round3 rounds to 3 significant digits, as every product's figures are shown.
var round3 = figures.Round3
