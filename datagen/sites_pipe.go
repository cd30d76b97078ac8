package datagen

import (
	"maps"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/datapackage"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
)

// The Superfund sites product (package internal/pipe/sites) owns its reading, checks, files and
// its download's description; these cite its source in the data package and give each state's
// counties' sites to the population files.

// sitesPackageSource cites the product's source in the data package.
func sitesPackageSource() datapackage.Source {
	return datapackage.Source{Title: sites.Citation, Path: sites.SourceURL, Licence: sites.Licence}
}

// sitesByState is each state's counties' CountySites, for /api/population/<state>.
func sitesByState(byCounty map[string]sites.CountySites) map[string]map[string]sites.CountySites {
	states := map[string]map[string]sites.CountySites{}
	for fips, c := range maps.All(byCounty) {
		code := geography.County.Parent(fips)
		if states[code] == nil {
			states[code] = map[string]sites.CountySites{}
		}
		states[code][fips] = c
	}
	return states
}
