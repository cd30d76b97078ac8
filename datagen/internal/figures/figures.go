// Package figures holds what every product's county figures share: national percentiles, the
// rounding they are shown with, and a county's figure of one year.
package figures

import (
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
