// Package codebook is the codebook product: what each column of the CSV downloads means, in English
// and Spanish (/api/export/codebook), from the descriptions of the run's downloads
// (Context.Downloads).
package codebook

import (
	"bytes"
	"encoding/csv"
	"fmt"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// Path is where the codebook is served, under /api/; Name the name it is saved under.
const (
	Path = "export/codebook"
	Name = "county-exposures-codebook.csv"
)

// The meanings of the codebook's own columns, said in Spanish through data/translations_es.csv (Texts).
const (
	meaningFile    = "the download the column is in"
	meaningColumn  = "the column's name in its header"
	meaningMeaning = "what the column holds"
	meaningSpanish = "what the column holds, in Spanish"
	meaningUnit    = "the unit of its figures; empty where none applies"
	meaningYears   = "the years its figures cover; empty where none apply"
	meaningSource  = "the publishers and data sets it comes from, separated by \"; \""
)

// Texts are the product's own words, which data/translations_es.csv must say in Spanish.
var Texts = []string{meaningFile, meaningColumn, meaningMeaning, meaningSpanish, meaningUnit, meaningYears, meaningSource}

// header is the codebook's own columns, each with its meaning.
var header = []struct{ name, meaning string }{
	{"file", meaningFile}, {"column", meaningColumn}, {"meaning", meaningMeaning}, {"unit", meaningUnit},
	{"years", meaningYears}, {"source", meaningSource}, {"meaning_es", meaningSpanish},
}

// Download describes the codebook as the CSV download it is, for the data package.
func Download() pipe.Download {
	d := pipe.Download{Name: Name, Path: Path, Title: "What each column of the CSV downloads means",
		PrimaryKey: []string{"file", "column"}}
	for _, c := range header {
		d.Fields = append(d.Fields, pipe.Field{Name: c.name, Meaning: pipe.Say(c.meaning), Type: pipe.SchemaString})
	}
	return d
}

// Pipe is the product in the generator's list of pipes.
type Pipe struct{}

func (Pipe) String() string { return "codebook" }

func (Pipe) APIFiles() []pipe.APIFile {
	return []pipe.APIFile{{Key: "exportCodebook", Path: Path, Type: pipe.CSVType, Download: Name, About: "what each CSV column means"}}
}

func (Pipe) Run(ctx *pipe.Context) error {
	data, err := encode(ctx.Downloads, ctx.Spanish)
	if err != nil {
		return fmt.Errorf("encode %s: %w", Path, err)
	}
	ctx.Add(pipe.File{Path: Path, Data: data})
	return nil
}

// encode writes a row per column of each download but the codebook, saying what it holds in
// English and, in its last column, in Spanish through say.
func encode(downloads []pipe.Download, say func(string) string) ([]byte, error) {
	rows := [][]string{pipe.FieldNames(Download().Fields)}
	for _, d := range downloads {
		if d.Name == Name {
			continue
		}
		for _, f := range d.Fields {
			rows = append(rows, []string{d.Name, f.Name, f.Meaning.String(), f.Unit, f.Years, f.Source, f.Meaning.In(say)})
		}
	}
	var buf bytes.Buffer
	if err := csv.NewWriter(&buf).WriteAll(rows); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
