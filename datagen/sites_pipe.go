package datagen

import (
	"maps"

	"github.com/pd-riskmap/riskmap/datagen/sites"
)

// The Superfund sites product (package sites) in the pipeline: its stage reads and checks it, and
// these turn its problems, columns and files into the generator's own.

// siteCounties is the national county list as the sites product needs it: each county's point.
func siteCounties(m *Model) map[string]sites.County {
	counties := make(map[string]sites.County, len(m.National))
	for _, c := range m.National {
		counties[c.FIPS] = sites.County{FIPS: c.FIPS, Name: c.Name, Lat: c.Lat, Lon: c.Lon}
	}
	return counties
}

// readSites reads the product, and gives the output's counties their counts and nearest sites
// (over every site, wherever the output's states end) and the output's sites.
func readSites(fsys FS, dir string, m *Model, api *API) error {
	counties := siteCounties(m)
	product, problems := sites.Read(fsys, dir, counties)
	var errs ErrorList
	for _, p := range problems {
		errs = append(errs, Problem{File: p.File, Line: p.Line, Column: p.Column, Message: p.Message})
	}
	if product == nil || len(errs) > 0 {
		return errs.Err()
	}
	kept := make(map[string]bool, len(api.Measured))
	output := make([]sites.County, 0, len(api.Measured))
	for _, c := range api.Measured {
		kept[c.FIPS] = true
		output = append(output, counties[c.FIPS])
	}
	api.Sites = product.Keep(kept)
	api.SitesByCounty = product.ByCounty(output)
	return nil
}

// sitesDownload describes the sites' CSV download from the product's columns.
func sitesDownload() Download {
	d := Download{Name: sites.DownloadName, Path: sites.ExportPath,
		Title: "Superfund sites where EPA's decision documents list TCE or PCE, with the highest concentration of each in each medium"}
	for _, c := range sites.Columns {
		f := Field{Name: c.Name, Heading: c.Heading, Meaning: say(c.Meaning), Unit: c.Unit, Source: sites.Citation, Type: c.Type, Enum: c.Enum}
		if c.NonNegative {
			f.Minimum = &zero
		}
		d.Fields = append(d.Fields, f)
	}
	return d
}

// sitesPackageSource cites the product's source in the data package.
func sitesPackageSource() packageSource {
	return packageSource{Title: sites.Citation, Path: sites.SourceURL, Licence: sites.Licence}
}

// sitesByState is each state's counties' CountySites, for /api/population/<state>.
func sitesByState(byCounty map[string]sites.CountySites) map[string]map[string]sites.CountySites {
	states := map[string]map[string]sites.CountySites{}
	for fips, c := range maps.All(byCounty) {
		code := CountyGeography.Parent(fips)
		if states[code] == nil {
			states[code] = map[string]sites.CountySites{}
		}
		states[code][fips] = c
	}
	return states
}
