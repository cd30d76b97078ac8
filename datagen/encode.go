package datagen

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"slices"

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

// exportHeader is the header of /api/export/csv before the measured columns; its order differs
// from the JSON's.
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
	csv, err := encodeExportCSV(api)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", ExportCSVPath, err)
	}
	exportJSON, err := encodeJSON(exportRecords(api))
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", ExportJSONPath, err)
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
		{Path: ExportJSONPath, Data: exportJSON},
		{Path: ExportExposuresPath, Data: exportExposures},
		{Path: ExportCodebookPath, Data: codebook},
	}, zips...), nil
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

// encodeExportCSV writes the specification's export, each Demo county with its measured figures,
// with encoding/csv directly: it is the hot path of a national build, and gocsv's reflection per
// field took a tenth of the run.
func encodeExportCSV(api *API) ([]byte, error) {
	var buf bytes.Buffer
	buf.Grow(200 * (len(api.Counties) + 1))
	w := csv.NewWriter(&buf)
	if err := w.Write(append(slices.Clone(exportHeader), measuredHeader(api.Layers)...)); err != nil {
		return nil, err
	}
	measured := measuredByFIPS(api)
	row := make([]string, 0, len(exportHeader)+3+4*len(api.Layers))
	for _, c := range api.Counties {
		row = append(row[:0], c.ID, c.Name, c.State, c.StateCode, c.FIPSCode, c.Latitude, c.Longitude)
		if err := w.Write(appendMeasured(row, measured(c.FIPSCode), api.Layers)); err != nil {
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

func exportRecords(api *API) []ExportRecord {
	names := measuredHeader(api.Layers)
	measured := measuredByFIPS(api)
	records := make([]ExportRecord, len(api.Counties))
	for i, c := range api.Counties {
		records[i] = ExportRecord{County: c, Measured: fields{names, appendMeasured(nil, measured(c.FIPSCode), api.Layers)}}
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
