package datagen

import (
	"slices"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/compounds"
	"github.com/pd-riskmap/riskmap/datagen/sites"
)

// ManifestPath is /api/manifest: the paths and download names of the other files, the layers and
// the geographies. The page's build reads it (site/vite/manifest.ts), so the page never writes a
// path, a download name or a layer's colour of its own, and writes the files' header rules from it
// (site/vite/apiHeaders.ts).
const ManifestPath = "manifest"

// The media types of the API files, which the build writes into _headers: the files have no extension.
const (
	jsonType     = "application/json; charset=utf-8"
	csvType      = "text/csv; charset=utf-8"
	workbookType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
	gzipType     = "application/gzip"
	zipType      = "application/zip"
)

// APIFile is a file of the api folder, or a folder of pieces when its path ends in a slash.
type APIFile struct {
	Key      string // the name the page's code gives it (API_PATHS.<key>)
	Path     string // relative to the api folder
	Type     string
	Download string // the name it is saved under; empty for a file the page reads
	About    string // what it holds, for riskmap generate --help
}

// APIFiles is every file the api folder holds: the one list of the API's paths, types and download
// names. A file the data may lack (the yearly PM2.5) is listed all the same; the page asks for it and
// takes a 404 as no figures.
var APIFiles = append([]APIFile{
	{"manifest", ManifestPath, jsonType, "", "this list of files, the layers and the geographies"},
	{"counties", CountiesPath, jsonType, "", "the Demo view's counties"},
	{"environmentalData", EnvironmentalPath, jsonType, "", "the layers, their units, years, sources and caveats"},
	{"environmentalDataEs", SpanishEnvironmentalPath, jsonType, "", "the same, its texts in Spanish"},
	{"exposures", ExposuresPath, jsonType, "", "every county's figures and national percentiles"},
	{"populationByState", PopulationStatePath, jsonType, "", "a state's counties' population, its year and source, by state FIPS (population/06)"},
	{"studies", StudiesPath, jsonType, "", "the studies behind the layers"},
	{"studiesEs", SpanishStudiesPath, jsonType, "", "the same, their texts in Spanish"},
	{"pm25Years", PM25StatePath, jsonType, "", "a state's yearly PM2.5, by state FIPS (pm25-by-year/06)"},
	{"zipPieces", ZIPPathPrefix, jsonType, "", "the counties of the ZIPs by first digits (zip/902)"},
	{"placePieces", PlacesPathPrefix, jsonType, "", "the search's places and subdivisions by a word's first two letters (places/sp)"},
	{"placeIndex", PlaceIndexPath, jsonType, "", "the search's index: every county, every state's names, the pieces' keys"},
	{"placeWords", PlaceWordsPath, jsonType, "", "every word of every name the search knows"},
	{"exportCsv", ExportCSVPath, csvType, exportCSVName, "the Demo view's counties and their figures"},
	{"exportJson", ExportJSONPath, jsonType, "", "the same as JSON"},
	{"exportExposures", ExportExposuresPath, csvType, exportExposuresName, "every county's figures"},
	{"exportPm25Years", ExportPM25YearsPath, csvType, pm25YearsName, "every county's yearly PM2.5"},
	{"exportTracts", ExportTractsPath, csvType, tractsCSVName, "California's census tracts: CalEnviroScreen 4.0's figures and California percentiles"},
	{"sites", sites.Path, jsonType, "", "the Superfund sites with TCE or PCE: points, counties, NPL status and highest concentrations"},
	{"exportSites", sites.ExportPath, csvType, sites.DownloadName, "the same sites, a line per solvent, medium and units"},
	{"exportCodebook", ExportCodebookPath, csvType, codebookName, "what each CSV column means"},
	{"exportWorkbook", ExportWorkbookPath, workbookType, workbookName, "the figures, an Excel workbook"},
	{"exportTractsWorkbook", ExportTractsWorkbookPath, workbookType, tractsWorkbookName, "the census tracts' figures, an Excel workbook"},
	{"dataPackage", DataPackagePath, jsonType, dataPackageName, "the CSVs' Frictionless data package"},
	{"exportPackageZip", ExportPackageZipPath, zipType, packageZipName, "the data package whole: its descriptor and its CSVs"},
	// The data package's CSVs again, beside the descriptor under the names it gives them, so its
	// paths resolve against its own address.
	packageAPIFile("packageCsv", exportCSVName),
	packageAPIFile("packageExposures", exportExposuresName),
	packageAPIFile("packagePm25Years", pm25YearsName),
	packageAPIFile("packageTracts", tractsCSVName),
	packageAPIFile("packageSites", sites.DownloadName),
	packageAPIFile("packageCodebook", codebookName),
	packageAPIFile("packageCompounds", compounds.DownloadName),
	{"tractFigures", TractFiguresPath, jsonType, "", "a county's census tracts: CalEnviroScreen 4.0's figures and California percentiles, by county FIPS (tract/figures/06019)"},
}, slices.Concat(compoundAPIFiles(), geographyFiles())...)

// packageAPIFile lists a CSV of the data package under the name its descriptor gives it.
func packageAPIFile(key, name string) APIFile {
	return APIFile{key, packageFilePath(name), csvType, name, "the data package's " + name + ", beside its descriptor"}
}

// geographyFiles lists each geography's shapes.
func geographyFiles() []APIFile {
	var files []APIFile
	for _, g := range Geographies() {
		files = append(files, g.shapesAPIFile())
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
	m := Manifest{Files: make(map[string]ManifestFile, len(APIFiles)), Geographies: slices.Clone(api.Geographies), SitesLayer: sites.LayerID}
	for _, f := range APIFiles {
		m.Files[f.Key] = ManifestFile{Path: "/" + APIDir + "/" + f.Path, Type: f.Type, Download: f.Download}
	}
	for i, g := range m.Geographies {
		if g.ID == TractGeography.ID {
			m.Geographies[i].Parents = tractCounties(api.Tracts)
		}
	}
	for key, d := range map[string]Download{"exportCsv": demoExport(nil), "exportExposures": exposuresExport(nil, "")} {
		f := m.Files[key]
		f.CountyColumns = d.names()
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
		if county := TractGeography.parentOf(t.ID); len(counties) == 0 || counties[len(counties)-1] != county {
			counties = append(counties, county)
		}
	}
	return counties
}
