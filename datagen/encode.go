package datagen

import (
	"bytes"
	"encoding/csv"
	"encoding/json"

	"github.com/gocarina/gocsv"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/codebook"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/datapackage"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
)

// OutputFile is one file of the api folder (pipe.File).
type OutputFile = pipe.File

// The paths of the API files under /api/; APIFiles (manifest.go) lists them with their types and
// download names, and /api/manifest gives them to the page.
const (
	CountiesPath   = "counties"
	ExportCSVPath  = "export/csv"
	ExportJSONPath = "export/json"

	ExposuresPath       = "exposures"
	ExportExposuresPath = "export/exposures"
	ExportPM25YearsPath = "export/pm25-by-year"
)

// exposuresDownload describes county-exposures.csv and the workbook's Counties sheet.
func exposuresDownload(api *API) pipe.Download {
	return exposuresExport(measuredFields(api), populationCitation(api.Environmental.PopulationSources))
}

// csvDownloads are the CSV downloads, in the order the codebook lists their columns and the data
// package its resources. The two county exports end with the same measured columns.
func csvDownloads(api *API) []pipe.Download {
	measured := measuredFields(api)
	downloads := []pipe.Download{demoExport(measured), exposuresExport(measured, populationCitation(api.Environmental.PopulationSources))}
	if len(api.PM25ByYear) > 0 {
		downloads = append(downloads, pm25YearsDownload(api))
	}
	return append(downloads, api.Tracts.Download(), api.Compounds.Description(censusCounties), sites.Description(), codebook.Download())
}

// pageDownloads are the paths of the downloads the page lists with their sizes: every file with a
// download name but the data package's copies of its CSVs.
func pageDownloads() []string {
	var paths []string
	for _, f := range APIFiles {
		if f.Download != "" && f.Path != datapackage.FilePath(f.Download) {
			paths = append(paths, f.Path)
		}
	}
	return paths
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
func encodeExportCSV(api *API, d pipe.Download) ([]byte, error) {
	var buf bytes.Buffer
	buf.Grow(200 * (len(api.Counties) + 1))
	w := csv.NewWriter(&buf)
	header := d.Names()
	if err := w.Write(header); err != nil {
		return nil, err
	}
	measured := measuredByFIPS(api)
	row, record := make([]pipe.Cell, 0, len(header)), make([]string, len(header))
	for _, c := range api.Counties {
		row = append(row[:0], pipe.TextCell(c.ID), pipe.TextCell(c.Name), pipe.TextCell(c.State), pipe.TextCell(c.StateCode), pipe.TextCell(c.FIPSCode),
			pipe.TextCell(c.Latitude), pipe.TextCell(c.Longitude))
		if err := w.Write(pipe.Texts(record, appendMeasured(row, measured(c.FIPSCode), api.Layers))); err != nil {
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
func exportRecords(api *API, columns []pipe.Field) []ExportRecord {
	names := pipe.FieldNames(columns)
	measured := measuredByFIPS(api)
	records := make([]ExportRecord, len(api.Counties))
	row := make([]pipe.Cell, 0, len(names))
	for i, c := range api.Counties {
		row = appendMeasured(row[:0], measured(c.FIPSCode), api.Layers)
		records[i] = ExportRecord{County: c, Measured: fields{names, pipe.Texts(make([]string, 0, len(row)), row)}}
	}
	return records
}

// EncodeCSV renders rows with a header line from their csv tags, LF line ends.
func EncodeCSV[T any](rows []T) ([]byte, error) {
	return gocsv.MarshalBytes(rows)
}
