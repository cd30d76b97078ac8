package datagen

import (
	"maps"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/datapackage"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
)

// The Superfund sites product (package internal/pipe/sites) owns its reading, checks and files;
// these describe its download for the codebook, the data package and the population files.

// sitesDownload describes the sites' CSV download from the product's columns.
func sitesDownload() pipe.Download {
	d := pipe.Download{Name: sites.DownloadName, Path: sites.ExportPath,
		Title: "Superfund sites where EPA's decision documents list TCE or PCE, with the highest concentration of each in each medium"}
	for _, c := range sites.Columns {
		f := pipe.Field{Name: c.Name, Heading: c.Heading, Meaning: pipe.Say(c.Meaning), Unit: c.Unit, Source: sites.Citation, Type: c.Type, Enum: c.Enum}
		if c.NonNegative {
			f.Minimum = &zero
		}
		d.Fields = append(d.Fields, f)
	}
	return d
}

// sitesPackageSource cites the product's source in the data package.
func sitesPackageSource() datapackage.Source {
	return datapackage.Source{Title: sites.Citation, Path: sites.SourceURL, Licence: sites.Licence}
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
