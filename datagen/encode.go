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
)

// exportHeader is the header of /api/export/csv, whose column order differs from the JSON's.
var exportHeader = []string{"id", "name", "state", "stateCode", "fipsCode", "latitude", "longitude"}

// Encode renders the API files, in a fixed order so runs are byte-identical.
func Encode(api *API) ([]OutputFile, error) {
	counties, err := encodeJSON(api.Counties)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", CountiesPath, err)
	}
	env, err := encodeJSON(api.Environmental)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", EnvironmentalPath, err)
	}
	csv, err := encodeExportCSV(api.Counties)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", ExportCSVPath, err)
	}
	exposures, err := encodeCompactJSON(api.Exposures)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", ExposuresPath, err)
	}
	exportExposures, err := encodeExportExposures(api)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", ExportExposuresPath, err)
	}
	codebook, err := encodeCodebook(api)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", ExportCodebookPath, err)
	}
	zips, err := encodeZIPPieces(api.ZIPs)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", ZIPPathPrefix, err)
	}
	return append([]OutputFile{
		{Path: CountiesPath, Data: counties},
		{Path: EnvironmentalPath, Data: env},
		{Path: ExposuresPath, Data: exposures},
		{Path: ExportCSVPath, Data: csv},
		{Path: ExportJSONPath, Data: counties},
		{Path: ExportExposuresPath, Data: exportExposures},
		{Path: ExportCodebookPath, Data: codebook},
	}, zips...), nil
}

// encodeExportCSV writes the export with encoding/csv directly: it is the hot path of a national
// build, and gocsv's reflection per field took a tenth of the run for a fixed set of seven columns.
func encodeExportCSV(counties []County) ([]byte, error) {
	var buf bytes.Buffer
	buf.Grow(64 * (len(counties) + 1))
	w := csv.NewWriter(&buf)
	if err := w.Write(exportHeader); err != nil {
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
