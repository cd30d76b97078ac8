package tracts

import (
	"cmp"
	"math"
	"slices"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/places"
)

// Naming is what a person may know a census tract by, for a list where its number alone says
// nothing (a ZIP's tracts): the places it lies in, or else the place nearest its own point, and
// where it lies among its ZIP's tracts. The page says these in words.
type Naming struct {
	// Places are the places of its county whose internal point its outline holds (the search's
	// place tract), most people first; for a tract holding none, CalEnviroScreen's Approximate
	// Location when that is the name of a place of its county (not "Unincorporated Fresno County area").
	Places []string
	// Near is, for a tract without Places, the place of its county whose point is nearest
	// the tract's (CalEnviroScreen's Latitude and Longitude); empty for a county without places.
	Near string
	// Side is where its point lies from the mean of the points of the tracts CalEnviroScreen gives
	// its ZIP, as one of compassPoints; empty for a ZIP's only tract, or one on that mean.
	Side string
}

// compassPoints are the eight directions a Side may take, clockwise from north.
var compassPoints = [8]string{"n", "ne", "e", "se", "s", "sw", "w", "nw"}

// NameAll names each tract (by GEOID) from the search's place readings, which carry the tract
// holding each place's point and the point itself.
func NameAll(tracts []Tract, readings []places.Reading) map[string]Naming {
	holding := map[string][]places.Reading{}
	byCounty := map[string][]places.Reading{} // the places of the tracts' counties only
	for _, t := range tracts {
		byCounty[geography.Tract.Parent(t.ID)] = nil
	}
	named := map[[2]string]bool{} // county and place name
	for _, r := range readings {
		if _, hasTracts := byCounty[r.County]; !hasTracts || r.Kind != places.PlaceReading {
			continue
		}
		byCounty[r.County] = append(byCounty[r.County], r)
		named[[2]string{r.County, r.Name}] = true
		if r.Tract != "" {
			holding[r.Tract] = append(holding[r.Tract], r)
		}
	}
	names := make(map[string]Naming, len(tracts))
	for _, t := range tracts {
		var n Naming
		county := geography.Tract.Parent(t.ID)
		if held := holding[t.ID]; len(held) > 0 {
			slices.SortStableFunc(held, byPeople)
			for _, r := range held {
				n.Places = append(n.Places, r.Name)
			}
		} else if named[[2]string{county, t.Location}] {
			n.Places = []string{t.Location}
		} else {
			n.Near = nearestPlace(byCounty[county], t.Lat, t.Lon)
		}
		names[t.ID] = n
	}
	for _, zip := range byZIP(tracts) {
		if len(zip) < 2 {
			continue
		}
		var lat, lon float64
		for _, t := range zip {
			lat, lon = lat+t.Lat/float64(len(zip)), lon+t.Lon/float64(len(zip))
		}
		for _, t := range zip {
			n := names[t.ID]
			n.Side = compassPoint(lat, lon, t.Lat, t.Lon)
			names[t.ID] = n
		}
	}
	return names
}

// byPeople puts a place with a 2020 count before one without, then the larger count first, then by name.
func byPeople(a, b places.Reading) int {
	if a.Counted != b.Counted {
		if a.Counted {
			return -1
		}
		return 1
	}
	return cmp.Or(cmp.Compare(b.People, a.People), cmp.Compare(a.Name, b.Name))
}

// byZIP groups the tracts by their ZIP, in the order of each ZIP's first tract.
func byZIP(tracts []Tract) [][]Tract {
	index := map[string]int{}
	var groups [][]Tract
	for _, t := range tracts {
		i, ok := index[t.ZIP]
		if !ok {
			i = len(groups)
			index[t.ZIP] = i
			groups = append(groups, nil)
		}
		groups[i] = append(groups[i], t)
	}
	return groups
}

// nearestPlace is the name of the place whose point is nearest (lat, lon); the first of the nearest
// in the readings' order; empty for none.
func nearestPlace(places []places.Reading, lat, lon float64) string {
	name, best := "", math.Inf(1)
	for _, p := range places {
		if d := squaredDistance(lat, lon, p.Lat, p.Lon); d < best {
			name, best = p.Name, d
		}
	}
	return name
}

// squaredDistance compares distances over a few tens of kilometres: degrees of longitude shrink by
// the cosine of the latitude, which an equirectangular projection takes into account.
func squaredDistance(lat1, lon1, lat2, lon2 float64) float64 {
	dx := (lon2 - lon1) * math.Cos((lat1+lat2)/2*math.Pi/180)
	dy := lat2 - lat1
	return dx*dx + dy*dy
}

// compassPoint is the direction of (lat, lon) seen from (fromLat, fromLon), the nearest of
// compassPoints; empty when the two are within about a metre.
func compassPoint(fromLat, fromLon, lat, lon float64) string {
	dx := (lon - fromLon) * math.Cos(fromLat*math.Pi/180)
	dy := lat - fromLat
	if math.Hypot(dx, dy) < 1e-5 {
		return ""
	}
	bearing := math.Atan2(dx, dy) * 180 / math.Pi // clockwise from north, -180 to 180
	return compassPoints[(int(math.Round(bearing/45))+8)%8]
}
