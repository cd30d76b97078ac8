package tracts

import (
	"io"
	"path/filepath"
	"slices"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/topology"
)

// The tract files of the data folder: CalEnviroScreen 4.0's results, their data dictionary, the
// columns each layer reads, and the tract outlines (data/ces4/SOURCE.md).
const (
	Dir            = "ces4"
	ResultsFile    = "ces4_results.csv"
	DictionaryFile = "ces4_data_dictionary.csv"
	LayersFile     = "layers.csv" // data/ces4/layers.csv, not data/exposures/layers.csv
	ShapesFile     = "ca_tracts_2010.geojson.gz"
)

// The columns of the results file every tract needs; the indicator columns come from layers.csv
// and the percentile columns from the dictionary.
const (
	idColumn         = "GEOID"
	cesColumn        = "Census Tract"
	populationColumn = "Total Population"
	countyColumn     = "California County"
	zipColumn        = "ZIP"
	locationColumn   = "Approximate Location"
	lonColumn        = "Longitude"
	latColumn        = "Latitude"
)

var resultColumns = []string{idColumn, cesColumn, populationColumn, countyColumn, zipColumn, locationColumn, lonColumn, latColumn}

// The columns of the dictionary (a column of the results and its unit) and of layers.csv (a column
// of the results a layer shows for a tract; a factor's first line is its figure, the others are
// shown beside it).
var (
	dictionaryColumns = []string{"column", "description_oehha", "units_or_notes"}
	layerColumns      = []string{"factor", "column", "unit", "years"}
)

// Source is the tract files as read, before their checks (Check).
type Source struct {
	results, dictionary, layers *pipe.Table
	features                    []Feature
	outlines                    *topology.Topology // the features' shared arcs, a shape per feature in their order
	shapesFile                  string
}

// ReadAside starts reading the tract outlines and building their topology on a core of their own,
// the slowest reading of a run (a 10 MB GeoJSON). The function it returns reads the CSV files, the
// dictionary first since it names the columns the results must have, and waits for the outlines;
// its Source is nil when a file cannot be read.
func ReadAside(open func(name string) (io.ReadCloser, error), dataDir string) func() (*Source, []pipe.Problem) {
	dir := filepath.Join(dataDir, Dir)
	s := &Source{shapesFile: filepath.Join(dir, ShapesFile)}
	done := make(chan []pipe.Problem, 1)
	go func() {
		var problems []pipe.Problem
		s.features, problems = readFeatures(open, s.shapesFile)
		if s.features != nil {
			areas := make([]topology.AreaPolygons, len(s.features))
			for i, f := range s.features {
				areas[i] = topology.AreaPolygons{ID: f.CESID, Polygons: f.Polygons}
			}
			s.outlines = topology.Build(areas, quantisation)
		}
		done <- problems
	}()
	return func() (*Source, []pipe.Problem) {
		var problems, read []pipe.Problem
		s.dictionary, read = pipe.ReadTable(open, filepath.Join(dir, DictionaryFile), dictionaryColumns...)
		problems = append(problems, read...)
		s.layers, read = pipe.ReadTable(open, filepath.Join(dir, LayersFile), layerColumns...)
		problems = append(problems, read...)
		columns := slices.Clone(resultColumns)
		if s.dictionary != nil {
			for i := range s.dictionary.Len() {
				if c := s.dictionary.Get(i, "column"); c != "" && !slices.Contains(columns, c) {
					columns = append(columns, c)
				}
			}
		}
		s.results, read = pipe.ReadTable(open, filepath.Join(dir, ResultsFile), columns...)
		problems = append(problems, read...)
		problems = append(problems, <-done...)
		if s.dictionary == nil || s.layers == nil || s.results == nil || s.features == nil {
			return nil, problems
		}
		return s, problems
	}
}

// Texts are the layers' columns and units, which the Spanish files say in Spanish, each column of
// layers.csv in turn.
func (s *Source) Texts() []pipe.Text {
	var texts []pipe.Text
	for _, column := range []string{"column", "unit"} {
		for i := range s.layers.Len() {
			texts = append(texts, pipe.Text{File: s.layers.File, Column: column, Line: s.layers.Line(i, column), English: s.layers.Get(i, column)})
		}
	}
	return texts
}

// OutlineIDs are the GEOIDs of the outlines read, which the tract geography's declaration may name.
func (s *Source) OutlineIDs() []string {
	var ids []string
	for _, f := range s.features {
		ids = append(ids, f.GEOID)
	}
	return ids
}
