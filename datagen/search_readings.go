package datagen

import (
	"cmp"
	"slices"
	"strings"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/places"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/tracts"
)

// searchReadings lists the readings the search's pieces are cut from: every county kept, with its
// population; every place of places.csv that has a county (placeCounty), with its 2020 count and,
// in a county with census tracts, the tract holding its point (a place off every tract of its county
// has none); and
// every county subdivision with a name. A place and a subdivision of one name, state and county (a
// New York city, which is both; a town and a village of one name) are one reading, with the
// larger count. It also returns how many places of the kept states have no county and are left out.
func searchReadings(m *Model) (readings []places.Reading, unplaced int) {
	for _, c := range m.SearchCounties {
		readings = append(readings, places.Reading{Kind: places.CountyReading, Name: c.Name, State: c.StateCode, County: c.FIPS,
			People: m.Population[c.FIPS].People, Counted: true})
	}
	kept := make(map[string]bool, len(m.SearchCounties))
	keptStates := map[string]bool{}
	for _, c := range m.SearchCounties {
		kept[c.FIPS], keptStates[c.StateCode] = true, true
	}
	readings = slices.Grow(readings, len(m.Places)+len(m.Subdivisions))
	named := make(map[[3]string]int, len(m.Places)+len(m.Subdivisions)) // name, state and county to the reading's index
	add := func(r places.Reading) {
		key := [3]string{r.Name, r.State, r.County}
		if i, seen := named[key]; seen {
			if before := readings[i]; !before.Counted && r.Counted || before.Counted == r.Counted && r.People > before.People {
				readings[i] = r
			}
			return
		}
		named[key] = len(readings)
		readings = append(readings, r)
	}
	for _, p := range m.Places {
		if !keptStates[p.State] {
			continue
		}
		county, ok := placeCounty(p, m.PlaceCounties, m.PlacePeople, m.NationalByFIPS, m.CountyAt)
		if !ok {
			unplaced++
			continue
		}
		if !kept[county] {
			continue
		}
		name, kind := placeName(p.Name, p.Kind)
		counted, has := m.PlacePeople[p.GEOID]
		r := places.Reading{Kind: places.PlaceReading, Name: name, Type: kind, State: p.State, County: county,
			Lat: p.Lat, Lon: p.Lon, People: counted.People, Counted: has}
		if locate := m.TractsAt[county]; locate != nil {
			r.Tract, _ = locate(p.Lat, p.Lon)
		}
		if r.Tract != "" {
			r.TractName = tracts.Name(r.Tract)
		}
		add(r)
	}
	for _, s := range m.Subdivisions {
		if !kept[s.County] || s.Name == s.GEOID {
			continue // Geocorr names a few subdivisions by their code only
		}
		name, kind := subdivisionName(s.Name)
		add(places.Reading{Kind: places.SubdivisionReading, Name: name, Type: kind, State: s.State, County: s.County, People: s.People, Counted: true})
	}
	slices.SortStableFunc(readings, func(a, b places.Reading) int { return cmp.Compare(a.Kind, b.Kind) })
	return readings, unplaced
}

// governmentWords are the type words a consolidated city's balance may end with before "(balance)".
var governmentWords = []string{"metropolitan government", "consolidated government", "unified government", "metro government", "city"}

// placeName is the name a person knows a place by, and its type word: the Gazetteer's name without
// the word its kind says it ends with (Springfield city is Springfield, a city; Abanda CDP is
// Abanda; Indianapolis city (balance) is Indianapolis, a city). A kind whose word is not at the end
// (an "incorporated place": Carson City) leaves the name whole; the word is matched in its case, so
// "Foster City city" keeps "City".
func placeName(name, kind string) (string, string) {
	if kind == "balance" {
		bare := strings.TrimSuffix(name, " (balance)")
		for _, w := range governmentWords {
			if strings.HasSuffix(bare, " "+w) {
				return strings.TrimSuffix(bare, " "+w), "city"
			}
		}
		return bare, "city"
	}
	if strings.HasSuffix(name, " "+kind) {
		return strings.TrimSuffix(name, " "+kind), kind
	}
	return name, kind
}

// subdivisionTypes are the Census type words a county subdivision's name ends with (Brooklyn
// borough, Hempstead town); other names (Oil Springs Reservation) are kept whole.
var subdivisionTypes = []string{"borough", "town", "city", "village"}

// subdivisionName is a subdivision's name without its type word, and the word.
func subdivisionName(name string) (string, string) {
	for _, w := range subdivisionTypes {
		if bare, ok := strings.CutSuffix(name, " "+w); ok {
			return bare, w
		}
	}
	return name, ""
}
