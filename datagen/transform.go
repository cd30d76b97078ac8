package datagen

import (
	"cmp"
	"math"
	"slices"

	"github.com/pd-riskmap/riskmap/datagen/internal/figures"
	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/compounds"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/demo"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/environmental"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/measured"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/places"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/tracts"
)

// API is everything the static API files hold.
type API struct {
	Geographies   []geography.Geography // the kinds of area, as data/geographies.csv declares them
	Counties      []demo.County
	Environmental environmental.Data
	Exposures     measured.Exposures
	Measured      []MeasuredCounty     // the rows of /api/export/exposures
	Layers        []Layer              // the measured layers, in factors order
	SiteURL       string               // the page's address, named by the downloads; empty when not known
	PM25ByYear    []figures.YearFigure // the yearly PM2.5 of the output's counties; empty when the data has none
	PM25Medians   PM25Medians          // the national and state medians of each year, over every county
	Spanish       Translations         // the Spanish of the texts, for /api/es/ and the codebook's meaning_es
	Search        []places.Reading     // what /api/places/ is cut from, with the products' names (places.Cut)
	Unplaced      int                  // places left out of the search: nothing gives their county (placeCounty)
	Tracts        tracts.Product       // California's census tracts (CalEnviroScreen 4.0)
	Compounds     *compounds.Product
	// SpanishStateNames is the Spanish name of each state whose Spanish differs from its English
	// (state_names_es.csv's first line for it), by code: what the Spanish page calls it.
	SpanishStateNames map[string]string
}

// Transform turns the checked model into API records: counties sorted by FIPS, states in the order of
// their first county, factors and sources in file order. Sources keep only the output's states and
// are dropped when none is left, so a CA-only build does not cite Florida agencies.
func Transform(m *Model, lastUpdated string) *API {
	readings, unplaced := searchReadings(m)
	counties := slices.Clone(m.Counties)
	slices.SortStableFunc(counties, func(a, b demo.County) int { return cmp.Compare(a.FIPSCode, b.FIPSCode) })

	states := []environmental.StateSummary{}
	index := map[string]int{}
	for _, c := range counties {
		i, ok := index[c.StateCode]
		if !ok {
			i = len(states)
			index[c.StateCode] = i
			states = append(states, environmental.StateSummary{Code: c.StateCode, Name: c.State})
		}
		states[i].Counties++
	}

	sources := []environmental.Source{}
	for _, s := range m.Sources {
		var covered []string
		for _, code := range s.States {
			if _, ok := index[code]; ok {
				covered = append(covered, code)
			}
		}
		if len(covered) > 0 {
			s.States = covered
			sources = append(sources, s)
		}
	}

	return &API{
		Compounds: m.Compounds,
		Counties:  counties,
		Environmental: environmental.Data{Factors: m.Factors, Sources: sources, MeasuredSources: m.MeasuredSources,
			PopulationSources: m.PopulationSources, States: states, LastUpdated: lastUpdated, MeasuredCounties: len(m.Measured)},
		Exposures:   exposureColumns(m),
		Measured:    m.Measured,
		Layers:      m.Layers,
		Search:      readings,
		Unplaced:    unplaced,
		PM25ByYear:  m.PM25ByYear,
		PM25Medians: m.PM25Medians,
		Spanish:     m.Spanish,
		Geographies: m.Geographies,
		Tracts:      tractsProduct(m, readings),

		SpanishStateNames: spanishStateNames(m.SearchStates),
	}
}

// spanishStateNames is each state's first Spanish name, by code, for the states that have one.
func spanishStateNames(states []places.State) map[string]string {
	names := map[string]string{}
	for _, s := range states {
		if len(s.Names) > 1 {
			names[s.Code] = s.Names[1]
		}
	}
	return names
}

// exposureColumns is /api/exposures of the measured counties.
func exposureColumns(m *Model) measured.Exposures {
	n := len(m.Measured)
	e := measured.Exposures{
		Counties: measured.ExposureCounties{FIPS: make([]string, n), Name: make([]string, n), State: make([]string, n),
			Lat: make(measured.Numbers, n), Lon: make(measured.Numbers, n)},
		StateNames:     map[string]string{},
		Layers:         make([]measured.LayerColumn, len(m.Layers)),
		Score:          measured.ScoreColumn{Layers: []string{}, Value: make(measured.Percentiles, n)},
		USGSPesticides: measured.USGSColumns{Years: usgsDetail.Years, Kg: make(measured.Numbers, n), KgPerKm2: make(measured.Numbers, n), ParaquatKg: make(measured.Numbers, n)},
	}
	for j, on := range scoreLayers(m.Layers, m.Factors) {
		if on {
			e.Score.Layers = append(e.Score.Layers, m.Layers[j].Factor)
		}
	}
	status := make([][]byte, len(m.Layers))
	for j, l := range m.Layers {
		e.Layers[j] = measured.LayerColumn{ID: l.Factor, Value: make(measured.Numbers, n), Percentile: make(measured.Percentiles, n)}
		status[j] = make([]byte, n)
	}
	for i, c := range m.Measured {
		e.Counties.FIPS[i], e.Counties.Name[i], e.Counties.State[i] = c.FIPS, c.Name, c.StateCode
		e.Counties.Lat[i], e.Counties.Lon[i] = round2(c.Lat), round2(c.Lon)
		e.StateNames[c.StateCode] = c.State
		e.Score.Value[i] = c.Score
		for j, r := range c.Readings {
			status[j][i] = byte(r.Status)
			if r.Status == StatusNoData {
				e.Layers[j].Value[i], e.Layers[j].Percentile[i] = math.NaN(), -1
			} else {
				e.Layers[j].Value[i], e.Layers[j].Percentile[i] = r.Value, r.Percentile
			}
		}
		e.USGSPesticides.Kg[i], e.USGSPesticides.ParaquatKg[i], e.USGSPesticides.KgPerKm2[i] = math.NaN(), math.NaN(), math.NaN()
		if c.HasUSGS {
			e.USGSPesticides.Kg[i], e.USGSPesticides.ParaquatKg[i] = c.USGS.Kg, c.USGS.ParaquatKg
		}
		if c.HasUSGSDensity {
			e.USGSPesticides.KgPerKm2[i] = c.USGSKgPerKm2
		}
	}
	for j := range e.Layers {
		e.Layers[j].Status = string(status[j])
	}
	return e
}

// round2 keeps 2 decimals of a degree (about 1 km): the point centres the map on a county or fits
// a state's counties, never more precisely; the two decimals less are 8 KB gzip of the Measured
// view's first data.
func round2(v float64) float64 { return math.Round(v*1e2) / 1e2 }
