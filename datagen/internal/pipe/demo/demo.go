// Package demo is the Demo view's counties (counties.csv): their records (/api/counties), and the
// specification's export of them with their measured figures, as CSV (/api/export/csv) and JSON
// (/api/export/json). datagen checks the counties and hands the pipe them with the measured
// columns both county exports end with (Give).
package demo

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/counties"
)

// The product's API files, under /api/.
const (
	CountiesPath   = "counties"
	ExportCSVPath  = "export/csv"
	ExportJSONPath = "export/json"
	DownloadName   = "environmental-data.csv"
)

var apiFiles = []pipe.APIFile{
	{Key: "counties", Path: CountiesPath, Type: pipe.JSONType, About: "the Demo view's counties"},
	{Key: "exportCsv", Path: ExportCSVPath, Type: pipe.CSVType, Download: DownloadName, About: "the Demo view's counties and their figures"},
	{Key: "exportJson", Path: ExportJSONPath, Type: pipe.JSONType, About: "the same as JSON"},
}

// County is one record of /api/counties and /api/export/json. Latitude and longitude stay strings,
// exactly as in the source, so no float formatting changes a digit.
type County struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	State     string `json:"state"`
	StateCode string `json:"stateCode"`
	Latitude  string `json:"latitude"`
	Longitude string `json:"longitude"`
	FIPSCode  string `json:"fipsCode"`
}

// The meanings of the export's own columns, said in Spanish through data/translations_es.csv (Texts).
const (
	meaningStateName = "state name"
	meaningFIPSCode  = "5-digit county FIPS code, equal to id"
	meaningLatitude  = "a point inside the county, degrees north"
	meaningLongitude = "the same point, degrees east (negative in the Americas)"
)

// Texts are the product's words, which data/translations_es.csv must translate.
var Texts = []string{meaningStateName, meaningFIPSCode, meaningLatitude, meaningLongitude}

// Input is what the pipe writes: the Demo counties in FIPS order, and the measured columns the
// export gives each of them.
type Input struct {
	Counties []County
	Measured []pipe.Field
	// MeasuredCells appends a county's cells in the columns of Measured.
	MeasuredCells func(row []pipe.Cell, fips string) []pipe.Cell
}

// Download describes environmental-data.csv: the specification's seven columns, then each Demo
// county's measured figures in the columns of measured.
func Download(measured []pipe.Field) pipe.Download {
	text := func(name, meaning, pattern string) pipe.Field {
		return pipe.Field{Name: name, Meaning: pipe.Say(meaning), Source: counties.Source, Type: pipe.SchemaString, Pattern: pattern}
	}
	degrees := func(name, meaning string) pipe.Field {
		return pipe.Field{Name: name, Meaning: pipe.Say(meaning), Unit: "degrees (WGS84)", Source: counties.Source, Type: pipe.SchemaNumber}
	}
	return pipe.Download{Name: DownloadName, Path: ExportCSVPath, Title: "The Demo view's counties with their measured figures",
		PrimaryKey: []string{"id"},
		Fields: append([]pipe.Field{
			text("id", counties.MeaningFIPS, counties.FIPSPattern),
			text("name", counties.MeaningName, ""),
			text("state", meaningStateName, ""),
			text("stateCode", counties.MeaningStateCode, counties.StatePattern),
			text("fipsCode", meaningFIPSCode, counties.FIPSPattern),
			degrees("latitude", meaningLatitude),
			degrees("longitude", meaningLongitude),
		}, measured...)}
}

// Pipe is the product in the generator's list of pipes.
type Pipe struct{}

func (Pipe) String() string { return "Demo counties" }

func (Pipe) APIFiles() []pipe.APIFile { return apiFiles }

type inputKey struct{}

// Give leaves the pipe's input in ctx.
func Give(ctx *pipe.Context, in Input) { ctx.Set(inputKey{}, in) }

func (Pipe) Run(ctx *pipe.Context) error {
	in := ctx.Value(inputKey{}).(Input)
	for _, f := range []struct {
		path   string
		encode func() ([]byte, error)
	}{
		{CountiesPath, func() ([]byte, error) { return pipe.IndentedJSON(in.Counties) }},
		{ExportCSVPath, in.csv},
		{ExportJSONPath, func() ([]byte, error) { return pipe.IndentedJSON(in.records()) }},
	} {
		data, err := f.encode()
		if err != nil {
			return fmt.Errorf("encode %s: %w", f.path, err)
		}
		ctx.Add(pipe.File{Path: f.path, Data: data})
	}
	return nil
}

// csv writes the export in the columns of Download, each Demo county with its measured figures.
func (in Input) csv() ([]byte, error) {
	return pipe.WriteCSV(Download(in.Measured), in.rows, 200*(len(in.Counties)+1))
}

// rows calls yield with each Demo county's row of the export, its seven columns then its measured
// cells. The row is reused between calls.
func (in Input) rows(yield func([]pipe.Cell) error) error {
	row := make([]pipe.Cell, 0, 7+len(in.Measured))
	for _, c := range in.Counties {
		row = append(row[:0], pipe.TextCell(c.ID), pipe.TextCell(c.Name), pipe.TextCell(c.State), pipe.TextCell(c.StateCode), pipe.TextCell(c.FIPSCode),
			pipe.TextCell(c.Latitude), pipe.TextCell(c.Longitude))
		if err := yield(in.MeasuredCells(row, c.FIPSCode)); err != nil {
			return err
		}
	}
	return nil
}

// record is a county of /api/export/json: its /api/counties record and its measured figures under
// the CSV exports' column names, as the CSV's text.
type record struct {
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

// records gives each Demo county its measured cells under the names of the measured columns.
func (in Input) records() []record {
	names := pipe.FieldNames(in.Measured)
	records := make([]record, len(in.Counties))
	row := make([]pipe.Cell, 0, len(names))
	for i, c := range in.Counties {
		row = in.MeasuredCells(row[:0], c.FIPSCode)
		records[i] = record{County: c, Measured: fields{names, pipe.Texts(make([]string, 0, len(row)), row)}}
	}
	return records
}
