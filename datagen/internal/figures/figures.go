// Package figures holds what every product's figures share: national percentiles, the rounding
// they are shown with, a county's figure of one year, and the rule of every combined score.
package figures

import (
	"math"
	"slices"
	"strconv"
)

// YearFigure is a county's figure of one year.
type YearFigure struct {
	FIPS  string
	Year  int
	Value float64
}

// Percentiles gives each value its national percentile: the share of the values strictly lower than
// it, times 100, rounded down, so ties share a percentile and the highest is at most 99.
func Percentiles(values []float64) []int {
	sorted := slices.Clone(values)
	slices.Sort(sorted)
	percentiles := make([]int, len(values))
	for i, v := range values {
		lower, _ := slices.BinarySearch(sorted, v) // index of the first equal value
		percentiles[i] = lower * 100 / len(sorted)
	}
	return percentiles
}

// Round3 rounds to 3 significant digits, going through the decimal text so the result prints as the
// short decimal (27.7, not 27.700000000000003).
func Round3(v float64) float64 {
	r, _ := strconv.ParseFloat(strconv.FormatFloat(v, 'g', 3, 64), 64)
	return r
}

// NoScore is the combined score of an area with a figure on none of the score's layers.
const NoScore = -1

// WeightedScore is the rule of every combined score, a county's or a tract's: the mean of layer j's
// percentile(j) weighted by weights[j], over the layers with a weight where it has one, rounded to
// a whole number as the page shows it; NoScore without any. The page computes another selection's
// score by the same rule (site/src/lib/figures/weightedMean.ts), adding in the same order, so both
// give the same number for the same layers.
func WeightedScore(weights []float64, percentile func(j int) (float64, bool)) int {
	total, sum := 0.0, 0.0
	for j, w := range weights {
		p, ok := percentile(j)
		if !ok || w <= 0 {
			continue
		}
		// The conversion rounds the product on its own, as JavaScript does: Go may otherwise fuse
		// the multiply and the add (on arm64), and a sum a bit off could round the other way at .5.
		total += float64(p * w)
		sum += w
	}
	if sum == 0 {
		return NoScore
	}
	return int(math.Round(total / sum))
}
