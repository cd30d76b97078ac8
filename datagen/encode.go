package datagen

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/gocarina/gocsv"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/compounds"
	"github.com/pd-riskmap/riskmap/datagen/sites"
)

// OutputFile is one file of the api folder; Path is slash-separated and relative to that folder.
// The files have no extension: the build's _headers gives each its content type (APIFiles).
type OutputFile struct {
	Path string
	Data []byte
}

// The paths of the API files under /api/; APIFiles (manifest.go) lists them with their types and
// download names, and /api/manifest gives them to the page.
const (
	CountiesPath      = "counties"
	EnvironmentalPath = "environmental-data"
	ExportCSVPath     = "export/csv"
	ExportJSONPath    = "export/json"

	ExposuresPath       = "exposures"
	ExportExposuresPath = "export/exposures"
	ExportCodebookPath  = "export/codebook"
	ExportWorkbookPath  = "export/workbook"
	DataPackagePath     = "export/datapackage"
	ExportPM25YearsPath = "export/pm25-by-year"
	StudiesPath         = "studies"
)

// Encode renders the API files, in a fixed order so runs are byte-identical. environmental-data
// comes last: it gives the page every download's size.
func Encode(api *API) ([]OutputFile, error) {
	// The CSV downloads, in the order the codebook lists their columns. Both exports end with the
	// same measured columns.
	measuredColumns := measuredFields(api)
	demo, exposuresCSV := demoExport(measuredColumns), exposuresExport(measuredColumns, populationCitation(api.Environmental.PopulationSources))
	tracts := tractsDownload(api.TractLayers, factorNames(api))
	// The workbooks are the slowest files by far and need nothing the others make: they are written
	// on the second core while the others are.
	workbookDone, tractsWorkbookDone := make(chan encodedFile, 1), make(chan encodedFile, 1)
	go func() {
		data, err := encodeWorkbook(api, exposuresCSV, tracts)
		workbookDone <- encodedFile{data, err}
		data, err = encodeTractsWorkbook(api, tracts)
		tractsWorkbookDone <- encodedFile{data, err}
	}()
	downloads := []Download{demo, exposuresCSV}
	var pm25Years Download
	if len(api.PM25ByYear) > 0 {
		pm25Years = pm25YearsDownload(api)
		downloads = append(downloads, pm25Years)
	}
	downloads = append(downloads, tracts, compoundsDownload(api.Compounds), sitesDownload(), codebookDownload())
	csv, err := encodeExportCSV(api, demo)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", ExportCSVPath, err)
	}
	exportExposures, err := encodeExportExposures(api, exposuresCSV)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", ExportExposuresPath, err)
	}
	spanish := &translator{spanish: api.Spanish}
	compoundsJSON, spanishCompoundsJSON, compoundsCSV, err := api.Compounds.Encode(spanish.say)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", compounds.Path, err)
	}
	codebook, err := encodeCodebook(downloads, spanish)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", ExportCodebookPath, err)
	}
	data := [][]byte{csv, exportExposures}
	files := []OutputFile{
		{Path: ExportCSVPath, Data: csv},
		{Path: ExportExposuresPath, Data: exportExposures},
	}
	if pm25Years.Name != "" {
		long, err := encodePM25Years(api.PM25ByYear, pm25Years)
		if err != nil {
			return nil, fmt.Errorf("encode %s: %w", ExportPM25YearsPath, err)
		}
		data = append(data, long)
		files = append(files, OutputFile{Path: ExportPM25YearsPath, Data: long})
	}
	tractsCSV, err := encodeTractsCSV(api, tracts)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", ExportTractsPath, err)
	}
	sitesCSV, err := api.Sites.Download()
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", sites.ExportPath, err)
	}
	data = append(data, tractsCSV, compoundsCSV, sitesCSV, codebook)
	files = append(files, OutputFile{Path: ExportTractsPath, Data: tractsCSV}, OutputFile{Path: compounds.ExportPath, Data: compoundsCSV}, OutputFile{Path: sites.ExportPath, Data: sitesCSV})
	dataPackage, err := encodeDataPackage(api, downloads, data)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", DataPackagePath, err)
	}
	packageZip, err := encodePackageZip(downloadsDate(api.Environmental.LastUpdated), dataPackage, downloads, data)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", ExportPackageZipPath, err)
	}
	counties, err := encodeJSON(api.Counties)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", CountiesPath, err)
	}
	exportJSON, err := encodeJSON(exportRecords(api, measuredColumns))
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", ExportJSONPath, err)
	}
	exposures, err := encodeCompactJSON(api.Exposures)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", ExposuresPath, err)
	}
	population, err := populationStateFiles(api.Measured, api.SitesByCounty)
	if err != nil {
		return nil, err
	}
	zips, err := encodeZIPPieces(api.ZIPs)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", ZIPPathPrefix, err)
	}
	search, err := encodeSearchFiles(api.Search)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", PlacesPathPrefix, err)
	}
	studies, err := encodeJSON(api.Studies)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", StudiesPath, err)
	}
	years, err := pm25StateFiles(api)
	if err != nil {
		return nil, err
	}
	tractFigures, err := tractFiguresFiles(api, spanish)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", TractFiguresPath, err)
	}
	sitesJSON, err := api.Sites.Encode(spanish.say)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", sites.Path, err)
	}
	workbook := <-workbookDone
	if workbook.err != nil {
		return nil, fmt.Errorf("encode %s: %w", ExportWorkbookPath, workbook.err)
	}
	tractsWorkbook := <-tractsWorkbookDone
	if tractsWorkbook.err != nil {
		return nil, fmt.Errorf("encode %s: %w", ExportTractsWorkbookPath, tractsWorkbook.err)
	}
	files = append(files,
		OutputFile{Path: ExportCodebookPath, Data: codebook},
		OutputFile{Path: ExportWorkbookPath, Data: workbook.data},
		OutputFile{Path: ExportTractsWorkbookPath, Data: tractsWorkbook.data},
		OutputFile{Path: DataPackagePath, Data: dataPackage},
		OutputFile{Path: ExportPackageZipPath, Data: packageZip},
	)
	env := api.Environmental
	env.DownloadBytes = map[string]int{}
	for _, f := range files {
		env.DownloadBytes["/"+APIDir+"/"+f.Path] = len(f.Data)
	}
	envJSON, err := encodeJSON(env)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", EnvironmentalPath, err)
	}
	spanishEnvJSON, err := encodeJSON(spanishEnvironmental(env, spanish))
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", SpanishEnvironmentalPath, err)
	}
	spanishStudiesJSON, err := encodeJSON(spanishStudies(api.Studies, spanish))
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", SpanishStudiesPath, err)
	}
	if err := spanish.err(); err != nil {
		return nil, fmt.Errorf("encode %s: %w", SpanishDir, err)
	}
	manifest, err := encodeJSON(buildManifest(api))
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", ManifestPath, err)
	}
	return slices.Concat([]OutputFile{
		{Path: ManifestPath, Data: manifest},
		{Path: CountiesPath, Data: counties},
		{Path: EnvironmentalPath, Data: envJSON},
		{Path: SpanishEnvironmentalPath, Data: spanishEnvJSON},
		{Path: ExposuresPath, Data: exposures},
		{Path: ExportJSONPath, Data: exportJSON},
		{Path: StudiesPath, Data: studies},
		{Path: SpanishStudiesPath, Data: spanishStudiesJSON},
		{Path: compounds.Path, Data: compoundsJSON},
		{Path: compounds.SpanishPath, Data: spanishCompoundsJSON},
		{Path: sites.Path, Data: sitesJSON},
	}, files, packageFiles(downloads, data), population, years, zips, search, tractFigures), nil
}

type encodedFile struct {
	data []byte
	err  error
}

// measuredByFIPS finds a Demo county's measured figures; nil where it has none.
func measuredByFIPS(api *API) func(fips string) *MeasuredCounty {
	index := make(map[string]int, len(api.Measured))
	for i, c := range api.Measured {
		index[c.FIPS] = i
	}
	return func(fips string) *MeasuredCounty {
		if i, ok := index[fips]; ok {
			return &api.Measured[i]
		}
		return nil
	}
}

// encodeExportCSV writes the specification's export in the columns of d, each Demo county with its
// measured figures, with encoding/csv directly: it is the hot path of a national build, and gocsv's
// reflection per field took a tenth of the run.
func encodeExportCSV(api *API, d Download) ([]byte, error) {
	var buf bytes.Buffer
	buf.Grow(200 * (len(api.Counties) + 1))
	w := csv.NewWriter(&buf)
	header := d.names()
	if err := w.Write(header); err != nil {
		return nil, err
	}
	measured := measuredByFIPS(api)
	row, record := make([]cell, 0, len(header)), make([]string, len(header))
	for _, c := range api.Counties {
		row = append(row[:0], textCell(c.ID), textCell(c.Name), textCell(c.State), textCell(c.StateCode), textCell(c.FIPSCode),
			textCell(c.Latitude), textCell(c.Longitude))
		if err := w.Write(texts(record, appendMeasured(row, measured(c.FIPSCode), api.Layers))); err != nil {
			return nil, err
		}
	}
	w.Flush()
	return buf.Bytes(), w.Error()
}

// ExportRecord is a county of /api/export/json: its /api/counties record and its measured figures
// under the CSV exports' column names, as the CSV's text.
type ExportRecord struct {
	County
	Measured fields `json:"measured"`
}

// fields is a JSON object of strings that keeps its keys in the order given.
type fields struct{ names, values []string }

func (f fields) MarshalJSON() ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	buf.WriteByte('{')
	for i, name := range f.names {
		if i > 0 {
			buf.WriteByte(',')
		}
		if err := enc.Encode(name); err != nil {
			return nil, err
		}
		buf.Truncate(buf.Len() - 1) // Encode ends each value with a newline
		buf.WriteByte(':')
		if err := enc.Encode(f.values[i]); err != nil {
			return nil, err
		}
		buf.Truncate(buf.Len() - 1)
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}

// exportRecords gives each Demo county its measured cells under the names of columns, the fields
// of measuredFields.
func exportRecords(api *API, columns []Field) []ExportRecord {
	names := fieldNames(columns)
	measured := measuredByFIPS(api)
	records := make([]ExportRecord, len(api.Counties))
	row := make([]cell, 0, len(names))
	for i, c := range api.Counties {
		row = appendMeasured(row[:0], measured(c.FIPSCode), api.Layers)
		records[i] = ExportRecord{County: c, Measured: fields{names, texts(make([]string, 0, len(row)), row)}}
	}
	return records
}

// encodeJSON indents by two spaces and ends with a newline. HTML escaping is off because the files
// are served as application/json with nosniff, never inlined into a page; "<" stays readable.
func encodeJSON(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// EncodeCSV renders rows with a header line from their csv tags, LF line ends.
func EncodeCSV[T any](rows []T) ([]byte, error) {
	return gocsv.MarshalBytes(rows)
}
