package datagen

import (
	"slices"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/demo"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/manifest"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
)

// APIFiles is every file the api folder holds, product by product (Pipes): the one list of the API's
// paths, types and download names. A file the data may lack (the yearly PM2.5) is listed all the
// same; the page asks for it and takes a 404 as no figures.
var APIFiles = apiFiles()

func apiFiles() []pipe.APIFile {
	var files []pipe.APIFile
	for _, p := range Pipes {
		files = append(files, p.APIFiles()...)
	}
	return files
}

// manifestOf is what /api/manifest says of the api folder that api makes.
func manifestOf(api *API) manifest.Input {
	in := manifest.Input{Files: APIFiles, Geographies: slices.Clone(api.Geographies), SitesLayer: sites.LayerID,
		SpanishStateNames: api.SpanishStateNames, CountyColumns: map[string][]string{}}
	for i, g := range in.Geographies {
		if g.ID == geography.Tract.ID {
			in.Geographies[i].Parents = api.Tracts.Counties()
		}
	}
	for key, d := range map[string]pipe.Download{"exportCsv": demo.Download(nil), "exportExposures": exposuresExport(nil, "")} {
		in.CountyColumns[key] = d.Names()
	}
	for i, f := range api.Environmental.Factors {
		layer := manifest.Layer{ID: f.ID, Demo: f.Demo, Colours: f.Colours, ImpactBand: f.ImpactBand, Unit: f.Measured.Unit,
			Years: f.Measured.Years, ColumnPrefix: snakeCase(f.ID), Column: api.Layers[i].ExportColumn}
		// The yearly file holds the figures of the source behind this layer's mean.
		if len(api.PM25ByYear) > 0 && slices.Contains(f.Measured.Sources, pm25YearsDetail.Source) {
			layer.YearlyFigures = "pm25Years"
		}
		in.Layers = append(in.Layers, layer)
	}
	return in
}
