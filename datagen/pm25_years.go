package datagen

import (
	"math"
	"slices"

	"github.com/pd-riskmap/riskmap/datagen/internal/figures"
	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
)

// PM25Medians is the median county's PM2.5 in each year the yearly file covers: nationally and in
// each state. A year where no county of a state has a figure is NaN (null in JSON).
type PM25Medians struct {
	Years    []int
	National []float64
	States   map[string][]float64 // by 2-digit state FIPS code, the first two digits of a county's
}

// medianPM25 takes the median of each year's county figures, over every county of the file and over
// each state's. figures is in FIPS and year order, as checkPM25ByYear returns it. An even count
// takes the mean of the two middle figures; medians are rounded to 2 decimals, the file's precision.
func medianPM25(figures []figures.YearFigure) PM25Medians {
	if len(figures) == 0 {
		return PM25Medians{}
	}
	first, last := figures[0].Year, figures[0].Year
	for _, y := range figures {
		first, last = min(first, y.Year), max(last, y.Year)
	}
	years := make([]int, 0, last-first+1)
	for y := first; y <= last; y++ {
		years = append(years, y)
	}
	all := make([][]float64, len(years))
	byState := map[string][][]float64{}
	for _, y := range figures {
		i := y.Year - first
		all[i] = append(all[i], y.Value)
		code := geography.County.Parent(y.FIPS)
		if byState[code] == nil {
			byState[code] = make([][]float64, len(years))
		}
		byState[code][i] = append(byState[code][i], y.Value)
	}
	m := PM25Medians{Years: years, National: medians(all), States: make(map[string][]float64, len(byState))}
	for code, values := range byState {
		m.States[code] = medians(values)
	}
	return m
}

// medians gives the median of each list, NaN for an empty one. It sorts the lists in place.
func medians(lists [][]float64) []float64 {
	out := make([]float64, len(lists))
	for i, values := range lists {
		n := len(values)
		if n == 0 {
			out[i] = math.NaN()
			continue
		}
		slices.Sort(values)
		mid := values[n/2]
		if n%2 == 0 {
			mid = (values[n/2-1] + values[n/2]) / 2
		}
		out[i] = math.Round(mid*100) / 100
	}
	return out
}
