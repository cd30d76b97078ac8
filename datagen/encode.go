package datagen

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"

	"github.com/gocarina/gocsv"
)

// OutputFile is one file of the api folder; Path is slash-separated and relative to that folder.
// The files have no extension: netlify.toml gives each its content type.
type OutputFile struct {
	Path string
	Data []byte
}

// The paths of the API files, as the page requests them under /api/.
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
)

// Encode renders the API files, in a fixed order so runs are byte-identical. The downloads come
// first: the data package gives their sizes, and environmental-data gives the page every
// download's size.
func Encode(api *API) ([]OutputFile, error) {
	// The CSV downloads, in the order the codebook lists their columns.
	demo, measured := demoExport(), exposuresExport(api)
	downloads := []Download{demo, measured, codebookDownload()}
	csv, err := encodeExportCSV(api.Counties, demo)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", ExportCSVPath, err)
	}
	exportExposures, err := encodeExportExposures(api, measured)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", ExportExposuresPath, err)
	}
	codebook, err := encodeCodebook(downloads)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", ExportCodebookPath, err)
	}
	workbook, err := encodeWorkbook(api, measured)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", ExportWorkbookPath, err)
	}
	dataPackage, err := encodeDataPackage(api, downloads, [][]byte{csv, exportExposures, codebook})
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", DataPackagePath, err)
	}
	files := []OutputFile{
		{Path: ExportCSVPath, Data: csv},
		{Path: ExportExposuresPath, Data: exportExposures},
		{Path: ExportCodebookPath, Data: codebook},
		{Path: ExportWorkbookPath, Data: workbook},
		{Path: DataPackagePath, Data: dataPackage},
	}
	env := api.Environmental
	env.DownloadBytes = map[string]int{}
	for _, f := range files {
		env.DownloadBytes["/"+APIDir+"/"+f.Path] = len(f.Data)
	}

	counties, err := encodeJSON(api.Counties)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", CountiesPath, err)
	}
	envJSON, err := encodeJSON(env)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", EnvironmentalPath, err)
	}
	exposures, err := encodeCompactJSON(api.Exposures)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", ExposuresPath, err)
	}
	zips, err := encodeZIPPieces(api.ZIPs)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", ZIPPathPrefix, err)
	}
	return append(append([]OutputFile{
		{Path: CountiesPath, Data: counties},
		{Path: EnvironmentalPath, Data: envJSON},
		{Path: ExposuresPath, Data: exposures},
		{Path: ExportJSONPath, Data: counties},
	}, files...), zips...), nil
}

// encodeExportCSV writes the export with encoding/csv directly: it is the hot path of a national
// build, and gocsv's reflection per field took a tenth of the run for a fixed set of seven columns.
func encodeExportCSV(counties []County, d Download) ([]byte, error) {
	var buf bytes.Buffer
	buf.Grow(64 * (len(counties) + 1))
	w := csv.NewWriter(&buf)
	if err := w.Write(d.names()); err != nil {
		return nil, err
	}
	for _, c := range counties {
		if err := w.Write([]string{c.ID, c.Name, c.State, c.StateCode, c.FIPSCode, c.Latitude, c.Longitude}); err != nil {
			return nil, err
		}
	}
	w.Flush()
	return buf.Bytes(), w.Error()
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
