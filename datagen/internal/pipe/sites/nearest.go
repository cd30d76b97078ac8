package sites

import (
	"encoding/json"
	"math"
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

// ByCounty is each county's CountySites, over every site of p (the nearest may lie in another
// county or state).
func (p *Product) ByCounty(counties []pipe.County) map[string]CountySites {
	out := make(map[string]CountySites, len(counties))
	if len(p.Sites) == 0 {
		return out
	}
	for _, c := range counties {
		var in []SiteName
		for _, s := range p.Sites {
			if s.FIPS == c.FIPS {
				in = append(in, SiteName{s.EPAID, s.Name, roundKm(haversineKm(c.Lat, c.Lon, s.Lat, s.Lon))})
			}
		}
		best, bestKm := 0, math.Inf(1)
		for i, s := range p.Sites {
			if km := haversineKm(c.Lat, c.Lon, s.Lat, s.Lon); km < bestKm {
				best, bestKm = i, km
			}
		}
		out[c.FIPS] = CountySites{Km: roundKm(bestKm), Nearest: SiteName{EPAID: p.Sites[best].EPAID, Name: p.Sites[best].Name}, In: in}
	}
	return out
}

func roundKm(km float64) float64 { return math.Round(km*10) / 10 }
