package sites

import (
	"encoding/json"
	"math"
	"strconv"
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
// name, ...]] (the county's sites, in EPA ID order; the last element left out where it has none),
// since each state's file holds one for each of its counties.
type CountySites struct {
	Km      float64 // to the nearest, rounded to 0.1 km
	Nearest SiteName
	In      []SiteName // the sites in the county
}

// SiteName is a site's EPA ID and name.
type SiteName struct{ EPAID, Name string }

func (c CountySites) MarshalJSON() ([]byte, error) {
	fields := []any{json.Number(strconv.FormatFloat(c.Km, 'f', -1, 64)), c.Nearest.EPAID, c.Nearest.Name}
	if len(c.In) > 0 {
		in := make([]string, 0, 2*len(c.In))
		for _, s := range c.In {
			in = append(in, s.EPAID, s.Name)
		}
		fields = append(fields, in)
	}
	return json.Marshal(fields)
}

// ByCounty is each county's CountySites, over every site of p (the nearest may lie in another
// county or state).
func (p *Product) ByCounty(counties []County) map[string]CountySites {
	in := map[string][]SiteName{}
	for _, s := range p.Sites {
		in[s.FIPS] = append(in[s.FIPS], SiteName{s.EPAID, s.Name})
	}
	out := make(map[string]CountySites, len(counties))
	if len(p.Sites) == 0 {
		return out
	}
	for _, c := range counties {
		best, bestKm := 0, math.Inf(1)
		for i, s := range p.Sites {
			if km := haversineKm(c.Lat, c.Lon, s.Lat, s.Lon); km < bestKm {
				best, bestKm = i, km
			}
		}
		out[c.FIPS] = CountySites{Km: math.Round(bestKm*10) / 10, Nearest: SiteName{p.Sites[best].EPAID, p.Sites[best].Name},
			In: in[c.FIPS]}
	}
	return out
}
