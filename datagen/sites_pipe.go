package datagen

import (
	"io"
	"maps"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/sites"
)

// The Superfund sites product (package sites) in the pipeline: its pipe reads and checks it, and
// these turn its problems, columns and files into the generator's own.

// sitesPipe is the Superfund sites: it reads and checks them, gives the output's counties their
// counts and nearest sites (over every site, wherever the output's states end) and writes the
// output's sites.
type sitesPipe struct{}

func (sitesPipe) String() string { return "Superfund sites" }

func (sitesPipe) APIFiles() []pipe.APIFile {
	return listed(
		APIFile{"sites", sites.Path, pipe.JSONType, "", "the Superfund sites with TCE or PCE: points, counties, NPL status and highest concentrations"},
		APIFile{"exportSites", sites.ExportPath, pipe.CSVType, sites.DownloadName, "the same sites, a line per solvent, medium and units"},
	)
}

func (sitesPipe) Run(ctx *pipe.Context) error {
	api := generatedOf(ctx).api
	counties := make(map[string]sites.County, len(ctx.Counties))
	for _, c := range ctx.Counties {
		counties[c.FIPS] = sites.County{FIPS: c.FIPS, Name: c.Name, Lat: c.Lat, Lon: c.Lon}
	}
	product, problems := sites.Read(openerFunc(ctx.Open), ctx.DataDir, counties)
	var errs ErrorList
	for _, p := range problems {
		errs = append(errs, Problem{File: p.File, Line: p.Line, Column: p.Column, Message: p.Message})
	}
	if product == nil || len(errs) > 0 {
		return errs.Err()
	}
	kept := make(map[string]bool, len(ctx.Output))
	output := make([]sites.County, 0, len(ctx.Output))
	for _, fips := range ctx.Output {
		kept[fips] = true
		output = append(output, counties[fips])
	}
	api.Sites = product.Keep(kept)
	api.SitesByCounty = product.ByCounty(output)
	if err := encodeFile(ctx, sites.Path, func() ([]byte, error) { return api.Sites.Encode(ctx.Spanish) }); err != nil {
		return err
	}
	return encodeFile(ctx, sites.ExportPath, api.Sites.Download)
}

// openerFunc opens files with a function.
type openerFunc func(name string) (io.ReadCloser, error)

func (f openerFunc) Open(name string) (io.ReadCloser, error) { return f(name) }

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
