// Package manifest is /api/manifest: the paths and download names of the other files, the layers and
// the geographies. The page's build reads it (site/vite/manifest.ts), so the page never writes a path,
// a download name or a layer's colour of its own, and writes the files' header rules from it
// (site/vite/apiHeaders.ts). It runs last, and lists every pipe's files; datagen hands over what the
// run made of the rest (Give).
package manifest

import (
	"fmt"
	"slices"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// Path is the manifest's path under /api/.
const Path = "manifest"

// Pipe is the product in the generator's list of pipes.
type Pipe struct{}

func (Pipe) String() string { return "manifest" }

func (Pipe) APIFiles() []pipe.APIFile {
	return []pipe.APIFile{{Key: "manifest", Path: Path, Type: pipe.JSONType, About: "this list of files, the layers and the geographies"}}
}

// Manifest is /api/manifest.
type Manifest struct {
	// Files are the API's files by the key the page's code names them with; a path ending in a
	// slash is a folder of pieces, followed by the piece's name.
	Files       map[string]File       `json:"files"`
	Layers      []Layer               `json:"layers"`      // factors.csv order: the order the page lists them in
	Geographies []geography.Geography `json:"geographies"` // the kinds of area the files describe
	// SitesLayer is the Superfund sites' layer id: in a link's layers= it shows their points, and the
	// studies of that layer say why they are there. It counts in no score.
	SitesLayer string `json:"sitesLayer"`
	// SpanishStateNames are the states' names on the Spanish page where they differ from the English
	// (data/state_names_es.csv), by code: Carolina del Norte, as its search reads them.
	SpanishStateNames map[string]string `json:"spanishStateNames"`
}

// File is one file, or folder of pieces, of the api folder.
type File struct {
	Path     string `json:"path"`               // the address, /api/counties
	Type     string `json:"type"`               // its Content-Type
	Download string `json:"download,omitempty"` // the name a download is saved under
	// CountyColumns are a county download's first columns, which name and place the county; the
	// measured columns follow them.
	CountyColumns []string `json:"countyColumns,omitempty"`
}

// Layer is what the page's build needs of a layer; /api/environmental-data has its texts.
type Layer struct {
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

// Input is what the manifest says of a run.
type Input struct {
	Files []pipe.APIFile // every pipe's, in the list's order
	// CountyColumns are, by file key, the first columns of the county downloads.
	CountyColumns map[string][]string
	Layers        []Layer
	// Geographies are the declared geographies, in file order, with the parents a geography split by
	// parent has files of (Parents).
	Geographies       []geography.Geography
	SitesLayer        string
	SpanishStateNames map[string]string
}

type inputKey struct{}

// Give leaves what the manifest says in ctx for the pipe.
func Give(ctx *pipe.Context, in Input) { ctx.Set(inputKey{}, in) }

func (Pipe) Run(ctx *pipe.Context) error {
	data, err := pipe.IndentedJSON(build(ctx.Value(inputKey{}).(Input)))
	if err != nil {
		return fmt.Errorf("encode %s: %w", Path, err)
	}
	ctx.Add(pipe.File{Path: Path, Data: data})
	return nil
}

// build is the manifest of a run.
func build(in Input) Manifest {
	m := Manifest{Files: make(map[string]File, len(in.Files)), Layers: in.Layers, Geographies: slices.Clone(in.Geographies),
		SitesLayer: in.SitesLayer, SpanishStateNames: in.SpanishStateNames}
	for _, f := range in.Files {
		m.Files[f.Key] = File{Path: "/" + pipe.APIDir + "/" + f.Path, Type: f.Type, Download: f.Download, CountyColumns: in.CountyColumns[f.Key]}
	}
	return m
}
