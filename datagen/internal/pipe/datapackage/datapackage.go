// Package datapackage is the data package product: the CSV downloads as one Frictionless data
// package (Data Package v1 with Table Schema), which lets portals and data tools read them without a
// person reading the codebook: each column's type, unit and meaning, what an empty cell is, and the
// key. Its descriptor names each resource by its download name, and Frictionless resolves such a path
// against the descriptor's own address, so the CSVs are also served under those names beside the
// descriptor (/api/export/datapackage gives county-exposures.csv, which is
// /api/export/county-exposures.csv), and a zip holds the descriptor and the files under the same
// names. It packages the downloads of the run's context (Context.Downloads), so it runs after the
// pipes that write them; datagen gives it the package's description (Give).
package datapackage

import (
	"bytes"
	"fmt"
	"path"
	"slices"
	"strings"
	"time"

	"github.com/pd-riskmap/riskmap/datagen/internal/orderedzip"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// The paths of the product's files under /api/, and the names they are saved under.
const (
	Path    = "export/datapackage"
	ZipPath = "export/zip"
	Name    = "datapackage.json"
	ZipName = "county-exposures-datapackage.zip"
)

// compression is deflate's level for the package's zip: with every county, level 4 makes 374 KB in
// about 29 ms of one core, level 5 371 KB in 54 ms.
const compression = 4

// FilePath is where a resource of the data package is served: its path beside the descriptor's.
func FilePath(resource string) string { return path.Join(path.Dir(Path), resource) }

// About is what the descriptor says of the package as a whole.
type About struct {
	Homepage    string // the page's address; may be empty
	LastUpdated string // the data's date as the page shows it
	Description string
	Sources     []Source
	Date        time.Time // the zip's parts' date
}

type aboutKey struct{}

// Give leaves the package's description in ctx for the pipe.
func Give(ctx *pipe.Context, about About) { ctx.Set(aboutKey{}, about) }

// Packaged is a CSV download the package holds, as its API entry names it: the page's key for the
// copy beside the descriptor and the download's file name.
type Packaged struct{ Key, Name string }

// Pipe is the product in the generator's list of pipes; Packaged lists the downloads it holds (those
// of Context.Downloads), for its API entries.
type Pipe struct{ Packaged []Packaged }

func (Pipe) String() string { return "data package" }

func (p Pipe) APIFiles() []pipe.APIFile {
	files := []pipe.APIFile{
		{Key: "dataPackage", Path: Path, Type: pipe.JSONType, Download: Name, About: "the CSVs' Frictionless data package"},
		{Key: "exportPackageZip", Path: ZipPath, Type: pipe.ZipType, Download: ZipName, About: "the data package whole: its descriptor and its CSVs"},
	}
	for _, d := range p.Packaged {
		files = append(files, pipe.APIFile{Key: d.Key, Path: FilePath(d.Name), Type: pipe.CSVType, Download: d.Name,
			About: "the data package's " + d.Name + ", beside its descriptor"})
	}
	return files
}

func (Pipe) Run(ctx *pipe.Context) error {
	about, _ := ctx.Value(aboutKey{}).(About)
	data := make([][]byte, len(ctx.Downloads))
	for i, d := range ctx.Downloads {
		data[i] = ctx.File(d.Path)
	}
	descriptor, err := encode(about, ctx.Downloads, data)
	if err != nil {
		return fmt.Errorf("encode %s: %w", Path, err)
	}
	ctx.Add(pipe.File{Path: Path, Data: descriptor})
	ctx.Add(files(ctx.Downloads, data)...)
	archive, err := encodeZip(about.Date, descriptor, ctx.Downloads, data)
	if err != nil {
		return fmt.Errorf("encode %s: %w", ZipPath, err)
	}
	ctx.Add(pipe.File{Path: ZipPath, Data: archive})
	return nil
}

// Descriptor is datapackage.json.
type Descriptor struct {
	Profile     string     `json:"profile"`
	Name        string     `json:"name"`
	Title       string     `json:"title"`
	Description string     `json:"description"`
	Homepage    string     `json:"homepage,omitempty"`
	LastUpdated string     `json:"lastUpdated"` // the data's date as the page shows it, free text, so not Frictionless's ISO "created"
	Sources     []Source   `json:"sources"`
	Resources   []Resource `json:"resources"`
}

// Source is a Frictionless source with the terms its data is used under. Frictionless's
// own licenses need an Open Definition id or a licence's address, which the sources' terms lack.
type Source struct {
	Title   string `json:"title"`
	Path    string `json:"path"`
	Licence string `json:"licence"`
}

type Resource struct {
	Profile   string  `json:"profile"`
	Name      string  `json:"name"`
	Path      string  `json:"path"`
	Title     string  `json:"title"`
	Format    string  `json:"format"`
	Mediatype string  `json:"mediatype"`
	Encoding  string  `json:"encoding"`
	Bytes     int     `json:"bytes"`
	Dialect   Dialect `json:"dialect"`
	Schema    Schema  `json:"schema"`
}

type Dialect struct {
	Delimiter      string `json:"delimiter"`
	LineTerminator string `json:"lineTerminator"`
	Header         bool   `json:"header"`
}

type Schema struct {
	Fields        []SchemaField `json:"fields"`
	MissingValues []string      `json:"missingValues"`
	PrimaryKey    []string      `json:"primaryKey,omitempty"` // none for the sites' download, whose units may be empty
}

type SchemaField struct {
	Name        string       `json:"name"`
	Title       string       `json:"title,omitempty"`
	Type        string       `json:"type"`
	Description string       `json:"description"`
	Unit        string       `json:"unit,omitempty"` // not in Table Schema v1, which allows added properties
	Constraints *Constraints `json:"constraints,omitempty"`
}

type Constraints struct {
	Required bool     `json:"required,omitempty"`
	Pattern  string   `json:"pattern,omitempty"`
	Enum     []string `json:"enum,omitempty"`
	Minimum  *int     `json:"minimum,omitempty"`
	Maximum  *int     `json:"maximum,omitempty"`
}

// missingValue is how every CSV download writes "no value": an empty field.
const missingValue = ""

// encode describes each download of downloads, whose encoded bytes are data[i]. A resource's path is
// its download name: the package reads as one folder of downloaded files.
func encode(about About, downloads []pipe.Download, data [][]byte) ([]byte, error) {
	p := Descriptor{Profile: "tabular-data-package", Name: "parkinsons-environmental-risk-mapper",
		Title:       "Parkinson's Disease Environmental Risk Mapper: county downloads",
		Description: about.Description, Homepage: about.Homepage, LastUpdated: about.LastUpdated, Sources: about.Sources}
	for i, d := range downloads {
		schema := Schema{MissingValues: []string{missingValue}, PrimaryKey: d.PrimaryKey}
		for _, f := range d.Fields {
			sf := SchemaField{Name: f.Name, Title: f.Heading, Type: f.Type, Description: f.Meaning.String(), Unit: f.Unit}
			c := Constraints{Required: slices.Contains(d.PrimaryKey, f.Name), Pattern: f.Pattern, Enum: f.Enum,
				Minimum: f.Minimum, Maximum: f.Maximum}
			if c.Required || c.Pattern != "" || c.Enum != nil || c.Minimum != nil || c.Maximum != nil {
				sf.Constraints = &c
			}
			schema.Fields = append(schema.Fields, sf)
		}
		p.Resources = append(p.Resources, Resource{Profile: "tabular-data-resource",
			Name: strings.TrimSuffix(d.Name, ".csv"), Path: d.Name, Title: d.Title, Format: "csv", Mediatype: "text/csv",
			Encoding: "utf-8", Bytes: len(data[i]), Dialect: Dialect{Delimiter: ",", LineTerminator: "\n", Header: true},
			Schema: schema})
	}
	return pipe.IndentedJSON(p)
}

// files serves each download of the data package under the name its descriptor gives it.
func files(downloads []pipe.Download, data [][]byte) []pipe.File {
	files := make([]pipe.File, len(downloads))
	for i, d := range downloads {
		files[i] = pipe.File{Path: FilePath(d.Name), Data: data[i]}
	}
	return files
}

// encodeZip writes the descriptor as datapackage.json and each download under its name, every part
// dated date (a zip part without a date reads as 1980-00-00, which zip tools flag).
func encodeZip(date time.Time, descriptor []byte, downloads []pipe.Download, data [][]byte) ([]byte, error) {
	var buf bytes.Buffer
	z := orderedzip.New(&buf, date, compression)
	parts := append([]pipe.File{{Path: Name, Data: descriptor}}, files(downloads, data)...)
	for _, p := range parts {
		w, err := z.Create(path.Base(p.Path))
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(p.Data); err != nil {
			return nil, err
		}
	}
	if err := z.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
