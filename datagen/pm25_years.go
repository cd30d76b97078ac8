package datagen

import (
	"fmt"
	"maps"
	"math"
	"slices"

	"github.com/pd-riskmap/riskmap/datagen/internal/figures"
	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
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

// PM25StatePath is followed by a 2-digit state FIPS code: /api/pm25-by-year/06 holds California's
// counties. The page finds the file from the county's own code, without a table of states.
const PM25StatePath = "pm25-by-year/"

// PM25State is /api/pm25-by-year/<state>: the yearly PM2.5 of a state's counties with the medians
// to set them against. Only the county report asks for it, so the map's first load does not carry
// the 59,000 figures; a state's file is a few kB.
type PM25State struct {
	Years    []int              `json:"years"`
	National numbers            `json:"national"`
	State    numbers            `json:"state"`
	Counties map[string]numbers `json:"counties"` // by FIPS: one figure per year, null where the file has none
}

// pm25StateFiles groups the yearly figures by state, in state order: one file per state of the
// measured counties, so the page never meets a 404 (a console error) for a state the yearly file
// lacks (Alaska, Hawaii, the territories), whose file has no counties and null medians.
func pm25StateFiles(api *API) ([]OutputFile, error) {
	m := api.PM25Medians
	if len(m.Years) == 0 {
		return nil, nil
	}
	states := map[string]*PM25State{}
	stateOf := func(fips string) *PM25State {
		code := geography.County.Parent(fips)
		s, ok := states[code]
		if !ok {
			median := m.States[code]
			if median == nil {
				median = make(numbers, len(m.Years))
				for i := range median {
					median[i] = math.NaN()
				}
			}
			s = &PM25State{Years: m.Years, National: m.National, State: median, Counties: map[string]numbers{}}
			states[code] = s
		}
		return s
	}
	for _, c := range api.Measured {
		stateOf(c.FIPS)
	}
	for _, y := range api.PM25ByYear {
		s := stateOf(y.FIPS)
		row, ok := s.Counties[y.FIPS]
		if !ok {
			row = make(numbers, len(m.Years))
			for i := range row {
				row[i] = math.NaN()
			}
			s.Counties[y.FIPS] = row
		}
		row[y.Year-m.Years[0]] = y.Value
	}
	return stateFiles(PM25StatePath, states)
}

// stateFiles encodes a compact JSON file per state, at prefix followed by the state's 2-digit FIPS
// code, in code order.
func stateFiles[T any](prefix string, states map[string]T) ([]OutputFile, error) {
	files := make([]OutputFile, 0, len(states))
	for _, code := range slices.Sorted(maps.Keys(states)) {
		data, err := pipe.JSON(states[code])
		if err != nil {
			return nil, fmt.Errorf("encode %s%s: %w", prefix, code, err)
		}
		files = append(files, OutputFile{Path: prefix + code, Data: data})
	}
	return files, nil
}
