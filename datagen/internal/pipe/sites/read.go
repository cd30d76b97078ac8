package sites

import (
	"io"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// NPL is the meaning of each National Priorities List status code the sites may have, as
// SOURCE.md establishes them; W, which it could not establish, is not accepted.
var NPL = map[string]string{
	"F": "on the final National Priorities List",
	"D": "deleted from the final National Priorities List",
	"N": "not on the National Priorities List",
	"P": "proposed for the National Priorities List",
	"R": "removed from the proposed National Priorities List",
	"A": "part of another National Priorities List site",
}

// Media are the media the source names, as it writes them; the page says each in Spanish too.
var Media = []string{"Groundwater", "Soil", "Surface Water", "Sediment", "Air", "Solid Waste", "Sludge", "Leachate",
	"Soil Gas", "Subsurface Soil", "Surface Soil", "Liquid Waste", "Landfill Gas", "Debris", "Free-phase NAPL", "Other"}

// Units are the units the source writes, kept as written ("units" and "Other" included); a
// concentration may also have none. A new one is an error, so that the solubility check below
// never meets a unit it cannot read.
var Units = []string{"ug/l", "ppb", "ug/kg", "mg/kg", "ppm", "mg/l", "ug/m3", "Other", "Not Documented", "ug/g", "ppt",
	"pCi/l", "ng/l", "g/kg", "units"}

// waterUgPerL is how many µg/l one unit of a groundwater concentration is (ppb and ppm taken as
// µg/l and mg/l, as for water); units missing here are not compared with the solubility.
var waterUgPerL = map[string]float64{"ug/l": 1, "ppb": 1, "mg/l": 1e3, "ppm": 1e3, "ng/l": 1e-3, "ppt": 1e-3}

var epaIDForm = regexp.MustCompile(`^[A-Z0-9]{12}$`)

// Read reads and checks the product's two files in dir/superfund-solvents/ against counties (by
// FIPS), and returns the sites in file order with their concentrations, and every problem.
func Read(open func(name string) (io.ReadCloser, error), dir string, counties map[string]pipe.County) (*Product, []pipe.Problem) {
	folder := path.Join(dir, Dir)
	sitesTable, problems := pipe.ReadTable(open, path.Join(folder, SitesFile), "epa_id", "site_name", "state", "fips", "latitude", "longitude", "npl_status", "federal_facility", "tce", "pce")
	readings, more := pipe.ReadTable(open, path.Join(folder, ConcentrationsFile), "epa_id", "chemical", "medium", "max_concentration", "units", "document")
	problems = append(problems, more...)
	if sitesTable == nil || readings == nil {
		return nil, problems
	}
	p := &Product{}
	index := map[string]int{}
	problems = append(problems, checkSites(sitesTable, counties, p, index)...)
	problems = append(problems, checkReadings(readings, p, index)...)
	return p, problems
}

// checkSites checks sites.csv: an EPA ID of 12 capitals and digits, once; a name; a county FIPS of
// the county list; a point; a known NPL code; Y or N; yes or no for each solvent, one yes at least.
func checkSites(t *pipe.Table, counties map[string]pipe.County, p *Product, index map[string]int) []pipe.Problem {
	var problems []pipe.Problem
	for i := range t.Len() {
		before := len(problems)
		s := Site{EPAID: t.Get(i, "epa_id"), Name: t.Get(i, "site_name"), State: t.Get(i, "state"), FIPS: t.Get(i, "fips"),
			Latitude: t.Get(i, "latitude"), Longitude: t.Get(i, "longitude"), NPL: t.Get(i, "npl_status")}
		if first, seen := index[s.EPAID]; seen {
			problems = append(problems, t.Problem(i, "epa_id", "%q is on line %d too; a site is listed once", s.EPAID, t.Line(first, "epa_id")))
		} else if !epaIDForm.MatchString(s.EPAID) {
			problems = append(problems, t.Problem(i, "epa_id", "%q is not an EPA site ID of 12 capitals and digits such as NC6170022580", s.EPAID))
		}
		if strings.TrimSpace(s.Name) == "" {
			problems = append(problems, t.Problem(i, "site_name", "must not be empty"))
		}
		if _, ok := counties[s.FIPS]; !ok {
			problems = append(problems, t.Problem(i, "fips", "%q is not a county of the county list: the site lies outside every county", s.FIPS))
		}
		var err error
		if s.Lat, err = strconv.ParseFloat(s.Latitude, 64); err != nil || s.Lat < -90 || s.Lat > 90 {
			problems = append(problems, t.Problem(i, "latitude", "%q is not a latitude in degrees (-90 to 90)", s.Latitude))
		}
		if s.Lon, err = strconv.ParseFloat(s.Longitude, 64); err != nil || s.Lon < -180 || s.Lon > 180 {
			problems = append(problems, t.Problem(i, "longitude", "%q is not a longitude in degrees (-180 to 180)", s.Longitude))
		}
		if _, ok := NPL[s.NPL]; !ok {
			problems = append(problems, t.Problem(i, "npl_status", "%q is not an NPL status code of SOURCE.md (%s)", s.NPL, strings.Join(sortedKeys(NPL), ", ")))
		}
		switch t.Get(i, "federal_facility") {
		case "Y":
			s.Federal = true
		case "N":
		default:
			problems = append(problems, t.Problem(i, "federal_facility", "%q must be Y or N", t.Get(i, "federal_facility")))
		}
		for j, column := range []string{"tce", "pce"} {
			switch t.Get(i, column) {
			case "yes":
				s.Listed[j] = true
			case "no":
			default:
				problems = append(problems, t.Problem(i, column, "%q must be yes or no", t.Get(i, column)))
			}
		}
		if len(problems) == before && !s.Listed[TCE] && !s.Listed[PCE] {
			problems = append(problems, t.Problem(i, "tce", "the site lists neither solvent: tce or pce must be yes"))
		}
		if len(problems) == before {
			index[s.EPAID] = len(p.Sites)
			p.Sites = append(p.Sites, s)
		}
	}
	return problems
}

// checkReadings checks concentrations.csv and gives each site its readings: a known chemical the
// site lists, a known medium, a number of 0 or more, known units or none, a document type. A line
// of a site without coordinates (not in sites.csv) is not on the map and is left out.
func checkReadings(t *pipe.Table, p *Product, index map[string]int) []pipe.Problem {
	var problems []pipe.Problem
	for i := range t.Len() {
		site, ok := index[t.Get(i, "epa_id")]
		if !ok {
			continue
		}
		before := len(problems)
		r := Reading{Solvent: -1, Medium: t.Get(i, "medium"), Max: t.Get(i, "max_concentration"), Units: t.Get(i, "units"),
			Document: t.Get(i, "document")}
		for j, s := range solvents {
			if s.Name == t.Get(i, "chemical") {
				r.Solvent = Solvent(j)
			}
		}
		if r.Solvent < 0 {
			problems = append(problems, t.Problem(i, "chemical", "%q is not trichloroethylene or tetrachloroethylene", t.Get(i, "chemical")))
		} else if !p.Sites[site].Listed[r.Solvent] {
			problems = append(problems, t.Problem(i, "chemical", "%s is not listed for %s in %s: its %s column says no",
				t.Get(i, "chemical"), p.Sites[site].EPAID, SitesFile, strings.ToLower(solvents[r.Solvent].Short)))
		}
		if !slices.Contains(Media, r.Medium) {
			problems = append(problems, t.Problem(i, "medium", "%q is not a medium the page knows; add it to sites.Media with its Spanish", r.Medium))
		}
		value, err := strconv.ParseFloat(r.Max, 64)
		if err != nil || value < 0 {
			problems = append(problems, t.Problem(i, "max_concentration", "%q is not a concentration of 0 or more", r.Max))
		}
		if r.Units != "" && !slices.Contains(Units, r.Units) {
			problems = append(problems, t.Problem(i, "units", "%q is not a unit of the source (%s); add it to sites.Units", r.Units, strings.Join(Units, ", ")))
		}
		if strings.TrimSpace(r.Document) == "" {
			problems = append(problems, t.Problem(i, "document", "must not be empty"))
		}
		if len(problems) == before {
			r.AboveSolubility = aboveSolubility(r.Solvent, r.Medium, value, r.Units)
			p.Sites[site].Readings = append(p.Sites[site].Readings, r)
		}
	}
	return problems
}

// aboveSolubility says whether a groundwater maximum exceeds the solvent's solubility in water.
func aboveSolubility(s Solvent, medium string, value float64, units string) bool {
	perUnit, ok := waterUgPerL[units]
	return medium == "Groundwater" && ok && value*perUnit > solvents[s].SolubleUgPerL
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
