package compounds

import (
	"maps"
	"math"
	"slices"

	"github.com/pd-riskmap/riskmap/datagen/internal/figures"
)

// figure is a county's estimates of one measure (a compound, or the linked sum), each nil where
// there is none: kg a year, the same per km² of land (nil without a land area), and the national
// percentile of the high estimate per km² (valid when ranked).
type figure struct {
	low, high, lowPerKm2, highPerKm2 *float64
	percentile                       int
	ranked                           bool
}

// measure is the county figures of the linked sum (compound nil) or of one linked compound. A
// county without a figure has no USGS estimate, which is not zero.
type measure struct {
	compound *Compound
	figures  map[string]*figure
}

// Measure forms the figures: each linked compound's estimates in each county with a row of it, and
// the linked sum in every county with a row of any compound of the source, where a compound without
// a row adds nothing. It ranks each measure's high estimate per km² over the counties that have one
// (before Select, so percentiles are national), as the layers' percentiles are ranked. A nil product
// (a model made without the folder) has nothing to measure.
func (p *Product) Measure(landKm2 map[string]float64) {
	if p == nil {
		return
	}
	index := map[int]int{} // a linked compound's index in p.compounds: its measure's in p.measures
	p.measures = []measure{{figures: map[string]*figure{}}}
	for k := range p.compounds {
		if len(p.compounds[k].Studies) > 0 {
			index[k] = len(p.measures)
			p.measures = append(p.measures, measure{compound: &p.compounds[k], figures: map[string]*figure{}})
		}
	}
	sum := p.measures[0].figures
	for _, e := range p.estimates {
		if sum[e.fips] == nil {
			sum[e.fips] = &figure{}
		}
		j, isLinked := index[e.compound]
		if !isLinked {
			continue
		}
		p.measures[j].figures[e.fips] = &figure{low: e.low, high: e.high}
		sum[e.fips].low, sum[e.fips].high = add(sum[e.fips].low, e.low), add(sum[e.fips].high, e.high)
	}
	for _, f := range sum {
		// A county whose rows are all of other compounds uses none of the linked ones, as USGS
		// estimates; one whose linked rows lack a low (or high) estimate has no such sum.
		if f.low == nil && f.high == nil {
			f.low, f.high = new(float64), new(float64)
		}
	}
	for _, m := range p.measures {
		rank(m.figures, landKm2)
	}
}

// add adds an estimate to a sum, both nil where there is none, rounding to the source's one decimal
// so the sum prints as the source's figures do.
func add(sum, v *float64) *float64 {
	if v == nil {
		return sum
	}
	total := *v
	if sum != nil {
		total += *sum
	}
	total = math.Round(total*10) / 10
	return &total
}

// rank sets each figure's estimates per km² of land and the national percentile of its high one.
func rank(counties map[string]*figure, landKm2 map[string]float64) {
	fips := slices.Sorted(maps.Keys(counties))
	var ranked []string
	var values []float64
	for _, c := range fips {
		f := counties[c]
		land, ok := landKm2[c]
		if !ok || land <= 0 {
			continue
		}
		f.lowPerKm2, f.highPerKm2 = perKm2(f.low, land), perKm2(f.high, land)
		if f.high != nil {
			ranked = append(ranked, c)
			values = append(values, *f.high/land)
		}
	}
	for i, p := range figures.Percentiles(values) {
		counties[ranked[i]].percentile, counties[ranked[i]].ranked = p, true
	}
}

func perKm2(kg *float64, land float64) *float64 {
	if kg == nil {
		return nil
	}
	v := figures.Round3(*kg / land)
	return &v
}

// Select keeps the figures of the counties keep says, after Measure: the percentiles stay national.
func (p *Product) Select(keep func(fips string) bool) {
	if p == nil {
		return
	}
	for _, m := range p.measures {
		for fips := range m.figures {
			if !keep(fips) {
				delete(m.figures, fips)
			}
		}
	}
}
