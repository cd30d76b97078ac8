package datagen

import (
	"slices"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
)

// ManifestPath is /api/manifest: the paths and download names of the other files, the layers and
// the geographies. The page's build reads it (site/vite/manifest.ts), so the page never writes a
// path, a download name or a layer's colour of its own, and writes the files' header rules from it
// (site/vite/apiHeaders.ts).
const ManifestPath = "manifest"

// APIFile is a file of the api folder, or a folder of pieces when its path ends in a slash
// (pipe.APIFile, named here so the root package's pipes list theirs in short rows).
type APIFile pipe.APIFile

// listed are the root package's APIFile rows as a pipe lists them.
func listed(files ...APIFile) []pipe.APIFile {
	list := make([]pipe.APIFile, len(files))
	for i, f := range files {
		list[i] = pipe.APIFile(f)
	}
	return list
}

// APIFiles is every file the api folder holds, product by product (Pipes): the one list of the API's
// paths, types and download names. A file the data may lack (the yearly PM2.5) is listed all the
// same; the page asks for it and takes a 404 as no figures.
var APIFiles = apiFiles()

func apiFiles() []APIFile {
	var files []APIFile
	for _, p := range Pipes {
		for _, f := range p.APIFiles() {
			files = append(files, APIFile(f))
		}
	}
	return files
}

// Manifest is /api/manifest.
type Manifest struct {
	// Files are the API's files by the key the page's code names them with; a path ending in a
	// slash is a folder of pieces, followed by the piece's name.
	Files       map[string]ManifestFile `json:"files"`
	Layers      []ManifestLayer         `json:"layers"`      // factors.csv order: the order the page lists them in
	Geographies []Geography             `json:"geographies"` // the kinds of area the files describe
	// SitesLayer is the Superfund sites' layer id: in a link's layers= it shows their points, and the
	// studies of that layer say why they are there. It counts in no score.
	SitesLayer string `json:"sitesLayer"`
	// SpanishStateNames are the states' names on the Spanish page where they differ from the English
	// (data/state_names_es.csv), by code: Carolina del Norte, as its search reads them.
	SpanishStateNames map[string]string `json:"spanishStateNames"`
}

// ManifestFile is one file, or folder of pieces, of the api folder.
type ManifestFile struct {
	Path     string `json:"path"`               // the address, /api/counties
	Type     string `json:"type"`               // its Content-Type
	Download string `json:"download,omitempty"` // the name a download is saved under
	// CountyColumns are a county download's first columns, which name and place the county; the
	// measured columns follow them.
	CountyColumns []string `json:"countyColumns,omitempty"`
}

// ManifestLayer is what the page's build needs of a layer; /api/environmental-data has its texts.
type ManifestLayer struct {
	ID         string   `json:"id"`
	Demo       bool     `json:"demo"`       // one of the Demo view's layers; the Measured view shows every layer
	Colours    []string `json:"colours"`    // its swatch: a gradient from the first to the last
	ImpactBand string   `json:"impactBand"` // the band (high, moderate, low) or neutral whose colours its impact label takes
	Unit       string   `json:"unit"`       // of its measured figure
	Years      string   `json:"years"`
	// ColumnPrefix starts its columns in the CSV downloads (air_pollution_percentile); Column is
	// the column of its figure.
	ColumnPrefix string `json:"columnPrefix"`
	Column       string `json:"column"`
	// YearlyFigures names the manifest file of its figure year by year (pm25Years); empty when it has none.
	YearlyFigures string `json:"yearlyFigures,omitempty"`
}

// buildManifest describes the api folder that api makes.
func buildManifest(api *API) Manifest {
	m := Manifest{Files: make(map[string]ManifestFile, len(APIFiles)), Geographies: slices.Clone(api.Geographies), SitesLayer: sites.LayerID,
		SpanishStateNames: api.SpanishStateNames}
	for _, f := range APIFiles {
		m.Files[f.Key] = ManifestFile{Path: "/" + pipe.APIDir + "/" + f.Path, Type: f.Type, Download: f.Download}
	}
	for i, g := range m.Geographies {
		if g.ID == TractGeography.ID {
			m.Geographies[i].Parents = tractCounties(api.Tracts)
		}
	}
	for key, d := range map[string]pipe.Download{"exportCsv": demoExport(nil), "exportExposures": exposuresExport(nil, "")} {
		f := m.Files[key]
		f.CountyColumns = d.Names()
		m.Files[key] = f
	}
	for i, f := range api.Environmental.Factors {
		layer := ManifestLayer{ID: f.ID, Demo: f.Demo, Colours: f.Colours, ImpactBand: f.ImpactBand, Unit: f.Measured.Unit,
			Years: f.Measured.Years, ColumnPrefix: snakeCase(f.ID), Column: api.Layers[i].ExportColumn}
		// The yearly file holds the figures of the source behind this layer's mean.
		if len(api.PM25ByYear) > 0 && slices.Contains(f.Measured.Sources, pm25YearsDetail.Source) {
			layer.YearlyFigures = "pm25Years"
		}
		m.Layers = append(m.Layers, layer)
	}
	return m
}

// tractCounties lists the counties of tracts (in GEOID order), each once: the counties that have tract files.
func tractCounties(tracts []Tract) []string {
	var counties []string
	for _, t := range tracts {
		if county := TractGeography.Parent(t.ID); len(counties) == 0 || counties[len(counties)-1] != county {
			counties = append(counties, county)
		}
	}
	return counties
}
