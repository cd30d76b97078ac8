package datagen

import (
	"cmp"
	"slices"
	"strings"
)

// County is one record of /api/counties and /api/export/json. Latitude and longitude stay strings,
// exactly as in the source, so no float formatting changes a digit.
type County struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	State     string `json:"state"`
	StateCode string `json:"stateCode"`
	Latitude  string `json:"latitude"`
	Longitude string `json:"longitude"`
	FIPSCode  string `json:"fipsCode"`
}

// EnvironmentalData is /api/environmental-data.
type EnvironmentalData struct {
	Factors     []Factor       `json:"factors"`
	Sources     []Source       `json:"sources"`
	States      []StateSummary `json:"states"`
	LastUpdated string         `json:"lastUpdated"`
}

// Factor is a risk layer of the map.
type Factor struct {
	ID             string  `json:"id"`
	Name           string  `json:"name"`
	ShortName      string  `json:"shortName"`
	Weight         float64 `json:"weight"`
	Impact         string  `json:"impact"`
	DefaultEnabled bool    `json:"defaultEnabled"`
}

// Source is where the data of some factors comes from, for some states.
type Source struct {
	Name    string   `json:"name"`
	URL     string   `json:"url"`
	States  []string `json:"states"`
	Factors []string `json:"factors"`
}

// StateSummary is a state with at least one county in the output.
type StateSummary struct {
	Code     string `json:"code"`
	Name     string `json:"name"`
	Counties int    `json:"counties"`
}

// API is everything the static API files hold.
type API struct {
	Counties      []County
	Environmental EnvironmentalData
}

// Transform turns validated rows into API records: counties sorted by FIPS, states in the order of
// their first county, factors and sources in file order. Sources keep only the output's states and
// are dropped when none is left, so a CA-only build does not cite Florida agencies.
func Transform(ds *DataSet, lastUpdated string) *API {
	counties := make([]County, len(ds.Counties.Rows))
	for i, r := range ds.Counties.Rows {
		counties[i] = County{ID: r.FIPS, Name: r.Name, State: r.State, StateCode: r.StateCode,
			Latitude: r.Latitude, Longitude: r.Longitude, FIPSCode: r.FIPS}
	}
	slices.SortStableFunc(counties, func(a, b County) int { return cmp.Compare(a.FIPSCode, b.FIPSCode) })

	states := []StateSummary{}
	index := map[string]int{}
	for _, c := range counties {
		i, ok := index[c.StateCode]
		if !ok {
			i = len(states)
			index[c.StateCode] = i
			states = append(states, StateSummary{Code: c.StateCode, Name: c.State})
		}
		states[i].Counties++
	}

	factors := make([]Factor, len(ds.Factors.Rows))
	for i, r := range ds.Factors.Rows {
		weight, _ := parseDecimal(r.Weight)
		enabled, _ := parseBool(r.DefaultEnabled)
		factors[i] = Factor{ID: r.ID, Name: r.Name, ShortName: r.ShortName, Weight: weight,
			Impact: r.Impact, DefaultEnabled: enabled}
	}

	sources := []Source{}
	for _, r := range ds.Sources.Rows {
		var covered []string
		for _, code := range strings.Fields(r.States) {
			if _, ok := index[code]; ok {
				covered = append(covered, code)
			}
		}
		if len(covered) > 0 {
			sources = append(sources, Source{Name: r.Name, URL: r.URL, States: covered, Factors: strings.Fields(r.Factors)})
		}
	}

	return &API{
		Counties:      counties,
		Environmental: EnvironmentalData{Factors: factors, Sources: sources, States: states, LastUpdated: lastUpdated},
	}
}
