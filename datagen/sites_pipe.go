package datagen

import (
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/datapackage"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
)

// The Superfund sites product (package internal/pipe/sites) owns its reading, checks, files and
// its download's description; this cites its source in the data package.

// sitesPackageSource cites the product's source in the data package.
func sitesPackageSource() datapackage.Source {
	return datapackage.Source{Title: sites.Citation, Path: sites.SourceURL, Licence: sites.Licence}
}
