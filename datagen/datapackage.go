package datagen

import (
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/codebook"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/compounds"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/datapackage"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/demo"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/measured"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/tracts"
)

// countiesNotPeople is said wherever the figures leave the page: the descriptor and the workbook.
const countiesNotPeople = "The figures describe counties, not people: they are county-wide exposures that studies link to " +
	"Parkinson's disease in populations, and say neither that a place causes the disease nor what any one person's risk is. " +
	"For educational and entertainment purposes only; not medical advice."

// packagedDownloads are the CSV downloads of the data package (csvDownloads), by the keys of their
// copies beside its descriptor.
var packagedDownloads = []datapackage.Packaged{
	{Key: "packageCsv", Name: demo.DownloadName}, {Key: "packageExposures", Name: measured.DownloadName},
	{Key: "packagePm25Years", Name: measured.PM25DownloadName}, {Key: "packageTracts", Name: tracts.DownloadName},
	{Key: "packageSites", Name: sites.DownloadName}, {Key: "packageCodebook", Name: codebook.Name},
	{Key: "packageCompounds", Name: compounds.DownloadName},
}

// packageAbout is what the data package says of itself: the page, the data's date and every source.
func packageAbout(api *API) datapackage.About {
	about := datapackage.About{Homepage: api.SiteURL, LastUpdated: api.Environmental.LastUpdated,
		Description: countiesNotPeople, Date: pipe.DownloadsDate(api.Environmental.LastUpdated)}
	for _, s := range api.Environmental.MeasuredSources {
		about.Sources = append(about.Sources, datapackage.Source{Title: s.Citation(), Path: s.URL, Licence: s.Licence})
	}
	return about
}
