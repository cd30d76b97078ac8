package sites

import (
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// files is a data folder in memory: a path and its text.
type files map[string]string

func (f files) Open(name string) (io.ReadCloser, error) {
	text, ok := f[filepath.ToSlash(name)]
	if !ok {
		return nil, os.ErrNotExist
	}
	return io.NopCloser(strings.NewReader(text)), nil
}

const (
	sitesHeader    = "epa_id,site_name,state,fips,latitude,longitude,npl_status,federal_facility,tce,pce\n"
	readingsHeader = "epa_id,chemical,medium,max_concentration,units,document\n"
	camp           = "NC6170022580,CAMP LEJEUNE MILITARY RES. (USNAVY),NC,37133,34.717781,-77.342919,F,Y,yes,yes\n"
	campTCE        = "NC6170022580,trichloroethylene,Groundwater,14000,ug/l,ROD\n"
)

var onslow = map[string]pipe.County{"37133": {FIPS: "37133", Name: "Onslow", Lat: 34.7274, Lon: -77.4070}}

func read(t *testing.T, sites, readings string) (*Product, []string) {
	t.Helper()
	p, problems := Read(files{"data/superfund-solvents/sites.csv": sitesHeader + sites,
		"data/superfund-solvents/concentrations.csv": readingsHeader + readings}.Open, "data", onslow)
	var said []string
	for _, pr := range problems {
		said = append(said, fmt.Sprintf("%s:%d: %s: %s", pr.File, pr.Line, pr.Column, pr.Message))
	}
	return p, said
}

// TestReadChecks: each rule of Read, with the file, line and column it names.
func TestReadChecks(t *testing.T) {
	const s, c = "data/superfund-solvents/sites.csv", "data/superfund-solvents/concentrations.csv"
	for _, tt := range []struct {
		name, sites, readings string
		want                  []string
	}{
		{"sound", camp, campTCE, nil},
		{"a county not in the list", strings.Replace(camp, "37133", "37999", 1), "",
			[]string{s + `:2: fips: "37999" is not a county of the county list: the site lies outside every county`}},
		{"an EPA ID twice", camp + camp, "", []string{s + `:3: epa_id: "NC6170022580" is on line 2 too; a site is listed once`}},
		{"a short EPA ID", strings.Replace(camp, "NC6170022580", "NC617", 1), "",
			[]string{s + `:2: epa_id: "NC617" is not an EPA site ID of 12 capitals and digits such as NC6170022580`}},
		{"a latitude out of range", strings.Replace(camp, "34.717781", "134.717781", 1), "",
			[]string{s + `:2: latitude: "134.717781" is not a latitude in degrees (-90 to 90)`}},
		{"an NPL code SOURCE.md does not establish", strings.Replace(camp, ",F,Y,", ",W,Y,", 1), "",
			[]string{s + `:2: npl_status: "W" is not an NPL status code of SOURCE.md (A, D, F, N, P, R)`}},
		{"a federal flag of another form", strings.Replace(camp, ",F,Y,", ",F,yes,", 1), "",
			[]string{s + `:2: federal_facility: "yes" must be Y or N`}},
		{"neither solvent", strings.Replace(camp, "yes,yes", "no,no", 1), "",
			[]string{s + `:2: tce: the site lists neither solvent: tce or pce must be yes`}},
		{"an unknown unit", camp, strings.Replace(campTCE, "ug/l", "ug/L", 1),
			[]string{c + `:2: units: "ug/L" is not a unit of the source (` + strings.Join(Units, ", ") + `); add it to sites.Units`}},
		{"an unknown medium", camp, strings.Replace(campTCE, "Groundwater", "Tap Water", 1),
			[]string{c + `:2: medium: "Tap Water" is not a medium the page knows; add it to sites.Media with its Spanish`}},
		{"a negative concentration", camp, strings.Replace(campTCE, "14000", "-1", 1),
			[]string{c + `:2: max_concentration: "-1" is not a concentration of 0 or more`}},
		{"a solvent the site does not list", strings.Replace(camp, "yes,yes", "no,yes", 1), campTCE,
			[]string{c + `:2: chemical: trichloroethylene is not listed for NC6170022580 in sites.csv: its tce column says no`}},
		{"another chemical", camp, strings.Replace(campTCE, "trichloroethylene", "benzene", 1),
			[]string{c + `:2: chemical: "benzene" is not trichloroethylene or tetrachloroethylene`}},
		{"a site without coordinates is left out", camp, campTCE + "CAD000074120,trichloroethylene,Groundwater,5,ug/l,ROD\n", nil},
		{"no units", camp, strings.Replace(campTCE, "ug/l", "", 1), nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if _, got := read(t, tt.sites, tt.readings); !slices.Equal(got, tt.want) {
				t.Errorf("problems =\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

func TestReadKeepsValuesAsWritten(t *testing.T) {
	p, problems := read(t, camp, campTCE)
	if problems != nil {
		t.Fatal(problems)
	}
	want := Reading{Solvent: TCE, Medium: "Groundwater", Max: "14000", Units: "ug/l", Document: "ROD"}
	if got := p.Sites[0].Readings; len(got) != 1 || got[0] != want || !p.Sites[0].Federal || p.Sites[0].FIPS != "37133" {
		t.Errorf("site = %+v, want Camp Lejeune, federal, in 37133, with %+v", p.Sites[0], want)
	}
}

// TestAboveSolubility: groundwater maxima over the solvent's solubility in water (1.28e6 µg/l TCE,
// 2.06e5 µg/l PCE), with ppm and mg/l read as 1,000 µg/l; other media and units are not compared.
func TestAboveSolubility(t *testing.T) {
	for _, tt := range []struct {
		solvent Solvent
		medium  string
		value   float64
		units   string
		want    bool
	}{
		{PCE, "Groundwater", 210000, "ug/l", true},
		{PCE, "Groundwater", 206000, "ug/l", false},
		{TCE, "Groundwater", 1700000, "ug/l", true},
		{TCE, "Groundwater", 1000000, "ppb", false},
		{TCE, "Groundwater", 4600, "ppm", true},
		{PCE, "Groundwater", 245, "mg/l", true},
		{PCE, "Soil", 50000, "mg/kg", false},
		{PCE, "Groundwater", 300000, "Other", false},
	} {
		if got := aboveSolubility(tt.solvent, tt.medium, tt.value, tt.units); got != tt.want {
			t.Errorf("%s %v %s in %s: above solubility %v, want %v", solvents[tt.solvent].Short, tt.value, tt.units, tt.medium, got, tt.want)
		}
	}
}

// TestCommittedData reads data/superfund-solvents/ as SOURCE.md describes it: 724 sites, Camp
// Lejeune's TCE in groundwater at 14000 ug/l, and 16 of its 18 groundwater maxima above solubility (the
// other two are ORD987185030's, a site without coordinates).
// repoData is the committed data folder.
const repoData = "../../../../data"

// committedCounties are the counties of the committed national list, by FIPS code.
func committedCounties(t *testing.T) map[string]pipe.County {
	t.Helper()
	counties := map[string]pipe.County{}
	text, err := os.ReadFile(filepath.Join(repoData, "us_counties.csv"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(text)), "\n")[1:] {
		fips := line[:5]
		counties[fips] = pipe.County{FIPS: fips}
	}
	return counties
}

func TestCommittedData(t *testing.T) {
	// Every FIPS of the committed sites is a county of the national list; the list's own checks are datagen's.
	p, problems := Read(osFiles{}.Open, repoData, committedCounties(t))
	if problems != nil {
		t.Fatal(problems)
	}
	flagged := 0
	for _, s := range p.Sites {
		for _, r := range s.Readings {
			if r.AboveSolubility {
				flagged++
			}
		}
	}
	i := slices.IndexFunc(p.Sites, func(s Site) bool { return s.EPAID == "NC6170022580" })
	if len(p.Sites) != 724 || flagged != 16 || i < 0 || !slices.Contains(p.Sites[i].Readings,
		Reading{Solvent: TCE, Medium: "Groundwater", Max: "14000", Units: "ug/l", Document: "ROD"}) {
		t.Errorf("%d sites, %d flagged, Camp Lejeune at %d; want 724, 16 and its TCE in groundwater at 14000 ug/l", len(p.Sites), flagged, i)
	}
}

type osFiles struct{}

func (osFiles) Open(name string) (io.ReadCloser, error) { return os.Open(name) }

// TestNearestByHand: Fresno County's point (36.758440, -119.654469) to Purity Oil Sales
// (36.687400, -119.746700), by the haversine formula with R = 6371.0088 km:
//
//	Δφ = -0.071040° = -0.00123988 rad, Δλ = -0.092231° = -0.00160973 rad
//	a = sin²(Δφ/2) + cos φ1 · cos φ2 · sin²(Δλ/2)
//	  = 3.84327e-7 + 0.801124 · 0.801867 · 6.47806e-7 = 3.84327e-7 + 4.16193e-7 = 8.00520e-7
//	d = 2R · asin(√a) = 2 · 6371.0088 · 8.94718e-4 = 11.4005 km
//
// The county's other site, Fresno Municipal Sanitary Landfill (36.704169, -119.826100), is 16.4 km
// away, so Purity Oil is the nearest, at 11.4 km, and the county has two sites.
func TestNearestByHand(t *testing.T) {
	fresno := pipe.County{FIPS: "06019", Name: "Fresno", Lat: 36.758440, Lon: -119.654469}
	if d := haversineKm(fresno.Lat, fresno.Lon, 36.687400, -119.746700); math.Abs(d-11.4005) > 0.0005 {
		t.Errorf("distance = %.4f km, want 11.4005", d)
	}
	p := &Product{Sites: []Site{
		{EPAID: "CAD980636914", Name: "FRESNO MUNICIPAL SANITARY LANDFILL", FIPS: "06019", Lat: 36.704169, Lon: -119.826100},
		{EPAID: "CAD980736151", Name: "PURITY OIL SALES, INC.", FIPS: "06019", Lat: 36.687400, Lon: -119.746700},
	}}
	got := p.Locator().ByCounty([]pipe.County{fresno})["06019"]
	if got.Km != 11.4 || got.Nearest.EPAID != "CAD980736151" || len(got.In) != 2 {
		t.Errorf("Fresno = %+v, want Purity Oil at 11.4 km and two sites", got)
	}
	data, err := got.MarshalJSON()
	if want := `[11.4,"CAD980736151","PURITY OIL SALES, INC.",["CAD980636914","FRESNO MUNICIPAL SANITARY LANDFILL",16.4,"CAD980736151","PURITY OIL SALES, INC.",11.4]]`; err != nil || string(data) != want {
		t.Errorf("JSON = %s (%v), want %s", data, err, want)
	}
}

// TestLocatorAgreesWithEverySite: over the committed sites, the locator's nearest site to each
// county's point and to points around the world is the one a look at every site finds, the first
// of the product's order of two as near; with no site it finds none.
func TestLocatorAgreesWithEverySite(t *testing.T) {
	p, problems := Read(osFiles{}.Open, repoData, committedCounties(t))
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	p.Sites = append(p.Sites, Site{EPAID: "TWIN", Name: "the first site's twin", Lat: p.Sites[0].Lat, Lon: p.Sites[0].Lon})
	locator := p.Locator()
	points := [][2]float64{{p.Sites[0].Lat, p.Sites[0].Lon}, {90, 0}, {-90, 0}, {0, 180}, {21.3, -157.8}, {64.8, -147.7}, {18.4, -66.1}}
	for lat := 20.0; lat <= 50; lat += 1.7 {
		for lon := -125.0; lon <= -65; lon += 2.3 {
			points = append(points, [2]float64{lat, lon})
		}
	}
	for _, point := range points {
		best, bestKm := 0, math.Inf(1)
		for i, s := range p.Sites {
			if km := haversineKm(point[0], point[1], s.Lat, s.Lon); km < bestKm {
				best, bestKm = i, km
			}
		}
		got, ok := locator.Nearest(point[0], point[1])
		if want := (SiteName{EPAID: p.Sites[best].EPAID, Name: p.Sites[best].Name, Km: roundKm(bestKm)}); !ok || got != want {
			t.Errorf("nearest to %v = %+v, want %+v", point, got, want)
		}
	}
	if _, ok := (&Product{}).Locator().Nearest(36.7, -119.7); ok {
		t.Error("a locator of no site found one")
	}
}
