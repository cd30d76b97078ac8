package measured

import (
	"fmt"
	"maps"
	"math"
	"slices"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
)

// PopulationState is /api/population/<state>: each county's population, the year of the figure and
// the id of its source in /api/environmental-data's populationSources. The card asks for its
// county's state only, so a county link never fetches the country.
type PopulationState struct {
	Counties map[string]CountyPopulation `json:"counties"`
	// Sites is each county's count of Superfund sites with TCE or PCE and its nearest one, which
	// the county card says: here, in the file the card reads, it costs a county link no request.
	Sites map[string]sites.CountySites `json:"sites,omitempty"`
}

// CountyPopulation is a county's figure, its year and its source's id, written as a JSON array
// under its FIPS code.
type CountyPopulation struct {
	FIPS   string
	People int
	Year   int
	Source string
}

// MarshalJSON writes the array directly: the source id is lower-case letters, digits and hyphens
// (datagen's checks), which %q quotes as JSON does.
func (p CountyPopulation) MarshalJSON() ([]byte, error) {
	return fmt.Appendf(nil, "[%d,%d,%q]", p.People, p.Year, p.Source), nil
}

// populationFiles writes a file per state of the counties, in state order, with its counties' sites.
func populationFiles(counties []CountyPopulation, siteFigures map[string]sites.CountySites) ([]pipe.File, error) {
	states := map[string]PopulationState{}
	for _, c := range counties {
		code := geography.County.Parent(c.FIPS)
		s, ok := states[code]
		if !ok {
			s = PopulationState{Counties: map[string]CountyPopulation{}}
			states[code] = s
		}
		s.Counties[c.FIPS] = c
	}
	for fips, c := range siteFigures {
		code := geography.County.Parent(fips)
		s, ok := states[code]
		if !ok {
			continue
		}
		if s.Sites == nil {
			s.Sites = map[string]sites.CountySites{}
			states[code] = s
		}
		s.Sites[fips] = c
	}
	return stateFiles(PopulationStatePath, states)
}

// PM25State is /api/pm25-by-year/<state>: the yearly PM2.5 of a state's counties with the medians
// to set them against. Only the county report asks for it, so the map's first load does not carry
// the 59,000 figures; a state's file is a few kB.
type PM25State struct {
	Years    []int              `json:"years"`
	National Numbers            `json:"national"`
	State    Numbers            `json:"state"`
	Counties map[string]Numbers `json:"counties"` // by FIPS: one figure per year, null where the file has none
}

// stateFiles groups the yearly figures by state, in state order: one file per state of the
// measured counties, so the page never meets a 404 (a console error) for a state the yearly file
// lacks (Alaska, Hawaii, the territories), whose file has no counties and null medians.
func (p PM25) stateFiles() ([]pipe.File, error) {
	states := map[string]*PM25State{}
	nulls := func() Numbers {
		row := make(Numbers, len(p.Years))
		for i := range row {
			row[i] = math.NaN()
		}
		return row
	}
	stateOf := func(fips string) *PM25State {
		code := geography.County.Parent(fips)
		s, ok := states[code]
		if !ok {
			median := Numbers(p.States[code])
			if median == nil {
				median = nulls()
			}
			s = &PM25State{Years: p.Years, National: p.National, State: median, Counties: map[string]Numbers{}}
			states[code] = s
		}
		return s
	}
	for _, fips := range p.Counties {
		stateOf(fips)
	}
	for _, y := range p.Figures {
		s := stateOf(y.FIPS)
		row, ok := s.Counties[y.FIPS]
		if !ok {
			row = nulls()
			s.Counties[y.FIPS] = row
		}
		row[y.Year-p.Years[0]] = y.Value
	}
	return stateFiles(PM25StatePath, states)
}

// stateFiles encodes a compact JSON file per state, at prefix followed by the state's 2-digit FIPS
// code, in code order.
func stateFiles[T any](prefix string, states map[string]T) ([]pipe.File, error) {
	files := make([]pipe.File, 0, len(states))
	for _, code := range slices.Sorted(maps.Keys(states)) {
		data, err := pipe.JSON(states[code])
		if err != nil {
			return nil, fmt.Errorf("encode %s%s: %w", prefix, code, err)
		}
		files = append(files, pipe.File{Path: prefix + code, Data: data})
	}
	return files, nil
}
