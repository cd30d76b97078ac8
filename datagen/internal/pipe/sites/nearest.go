package sites

import (
	"cmp"
	"encoding/json"
	"math"
	"slices"
	"sort"
	"strconv"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// earthKm is the mean radius of the Earth (IUGG), which the haversine distance uses.
const earthKm = 6371.0088

// haversineKm is the great-circle distance between two points in degrees.
func haversineKm(lat1, lon1, lat2, lon2 float64) float64 {
	rad := math.Pi / 180
	dLat, dLon := (lat2-lat1)*rad, (lon2-lon1)*rad
	h := math.Pow(math.Sin(dLat/2), 2) + math.Cos(lat1*rad)*math.Cos(lat2*rad)*math.Pow(math.Sin(dLon/2), 2)
	return 2 * earthKm * math.Asin(math.Sqrt(h))
}

// CountySites is a county's sites and the site nearest its own point (us_counties.csv's), which
// the county card and report say. It is written as [km, nearest EPA ID, nearest name, [EPA ID,
// name, km, ...]] (the county's sites, in EPA ID order, each with its distance from the county's
// point; the last element left out where it has none), since each state's file holds one for
// each of its counties.
type CountySites struct {
	Km      float64 // to the nearest, rounded to 0.1 km
	Nearest SiteName
	In      []SiteName // the sites in the county, Km their distance from its point
}

// SiteName is a site's EPA ID and name, and, for a county's own site, its distance from the
// county's point rounded to 0.1 km.
type SiteName struct {
	EPAID, Name string
	Km          float64
}

func (c CountySites) MarshalJSON() ([]byte, error) {
	fields := []any{kmNumber(c.Km), c.Nearest.EPAID, c.Nearest.Name}
	if len(c.In) > 0 {
		in := make([]any, 0, 3*len(c.In))
		for _, s := range c.In {
			in = append(in, s.EPAID, s.Name, kmNumber(s.Km))
		}
		fields = append(fields, in)
	}
	return json.Marshal(fields)
}

// kmNumber writes a distance as the shortest decimal that reads back as it (5.6, 12).
func kmNumber(km float64) json.Number { return json.Number(strconv.FormatFloat(km, 'f', -1, 64)) }

// ByCounty is each county's CountySites, over every site of the locator (the nearest may lie in
// another county or state).
func (l *Locator) ByCounty(counties []pipe.County) map[string]CountySites {
	out := make(map[string]CountySites, len(counties))
	if len(l.sites) == 0 {
		return out
	}
	for _, c := range counties {
		var in []SiteName
		for _, s := range l.sites {
			if s.FIPS == c.FIPS {
				in = append(in, SiteName{s.EPAID, s.Name, roundKm(haversineKm(c.Lat, c.Lon, s.Lat, s.Lon))})
			}
		}
		nearest, _ := l.Nearest(c.Lat, c.Lon)
		out[c.FIPS] = CountySites{Km: nearest.Km, Nearest: SiteName{EPAID: nearest.EPAID, Name: nearest.Name}, In: in}
	}
	return out
}

// Locator finds the site nearest a point among a set of sites. It keeps them in latitude order and
// looks outwards from the point's latitude, at the sites no farther in latitude alone than the
// nearest found so far: the great-circle distance is at least the arc of the latitudes' difference.
type Locator struct {
	sites []Site
	byLat []int // the indexes of sites, by latitude
}

// Locator is a Locator over the sites of p.
func (p *Product) Locator() *Locator {
	l := &Locator{sites: p.Sites, byLat: make([]int, len(p.Sites))}
	for i := range l.byLat {
		l.byLat[i] = i
	}
	slices.SortStableFunc(l.byLat, func(a, b int) int { return cmp.Compare(p.Sites[a].Lat, p.Sites[b].Lat) })
	return l
}

// Nearest is the site nearest a point by the haversine distance, with that distance rounded to
// 0.1 km, the first in the product's order of two as near; false when there is no site (or no
// locator).
func (l *Locator) Nearest(lat, lon float64) (SiteName, bool) {
	if l == nil || len(l.byLat) == 0 {
		return SiteName{}, false
	}
	n := len(l.byLat)
	best, bestKm := -1, math.Inf(1)
	latitudeKm := func(k int) float64 { return earthKm * math.Abs(l.sites[l.byLat[k]].Lat-lat) * math.Pi / 180 }
	consider := func(k int) {
		i := l.byLat[k]
		if km := haversineKm(lat, lon, l.sites[i].Lat, l.sites[i].Lon); km < bestKm || km == bestKm && i < best {
			best, bestKm = i, km
		}
	}
	above := sort.Search(n, func(k int) bool { return l.sites[l.byLat[k]].Lat >= lat })
	below := above - 1
	for below >= 0 || above < n {
		if above < n && (below < 0 || latitudeKm(above) <= latitudeKm(below)) {
			if latitudeKm(above) > bestKm {
				above = n
				continue
			}
			consider(above)
			above++
		} else {
			if latitudeKm(below) > bestKm {
				below = -1
				continue
			}
			consider(below)
			below--
		}
	}
	s := l.sites[best]
	return SiteName{EPAID: s.EPAID, Name: s.Name, Km: roundKm(bestKm)}, true
}

func roundKm(km float64) float64 { return math.Round(km*10) / 10 }
