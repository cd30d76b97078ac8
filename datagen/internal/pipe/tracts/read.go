package tracts

import (
	"cmp"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"slices"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/topojson"
	"github.com/pd-riskmap/riskmap/datagen/internal/topology"
)

// The tract files of the data folder: CalEnviroScreen 4.0's results, their data dictionary, the
// columns each layer reads, and the tract outlines, which riskmap import prepares from their
// GeoJSON (Prepare; data/ces4/SOURCE.md).
const (
	Dir              = "ces4"
	ResultsFile      = "ces4_results.csv"
	DictionaryFile   = "ces4_data_dictionary.csv"
	LayersFile       = "layers.csv" // data/ces4/layers.csv, not data/exposures/layers.csv
	SourceShapesFile = "ca_tracts_2010.geojson.gz"
	ShapesFile       = "ca_tracts_2010.topojson.gz"
	// outlinesObject names the outlines in ShapesFile's objects.
	outlinesObject = "tracts"
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
	// outlines are the tracts' shapes by CalEnviroScreen id, and geoids the GEOID of each shape.
	outlines   *topology.Topology
	geoids     []string
	shapesFile string
}

// ReadAside starts reading the tract outlines on a core of their own, the largest file of a run.
// The function it returns reads the CSV files, the dictionary first since it names the columns the
// results must have, and waits for the outlines; its Source is nil when a file cannot be read.
func ReadAside(open func(name string) (io.ReadCloser, error), dataDir string) func() (*Source, []pipe.Problem) {
	dir := filepath.Join(dataDir, Dir)
	s := &Source{shapesFile: filepath.Join(dir, ShapesFile)}
	done := make(chan []pipe.Problem, 1)
	go func() {
		var problems []pipe.Problem
		s.outlines, s.geoids, problems = readOutlines(open, s.shapesFile)
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
		if s.dictionary == nil || s.layers == nil || s.results == nil || s.outlines == nil {
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
func (s *Source) OutlineIDs() []string { return s.geoids }

// readOutlines reads ShapesFile: the outlines' topology, each shape named by its CalEnviroScreen
// id, and the GEOID each one's properties give, 11 digits.
func readOutlines(open func(name string) (io.ReadCloser, error), file string) (*topology.Topology, []string, []pipe.Problem) {
	f, err := open(file)
	if err != nil {
		return nil, nil, []pipe.Problem{pipe.CannotRead(file, err)}
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		return nil, nil, []pipe.Problem{{File: file, Message: "not a gzip file: " + err.Error()}}
	}
	outlines, properties, problems := topojson.Read(z, file, outlinesObject, geography.Tract)
	if outlines == nil {
		return nil, nil, problems
	}
	geoids := make([]string, len(properties))
	for i, raw := range properties {
		var p struct{ GEOID string }
		if json.Unmarshal(raw, &p) != nil || !geography.Tract.IsID(p.GEOID) {
			problems = append(problems, pipe.Problem{File: file, Message: fmt.Sprintf("%s: properties %s have no GEOID of %d digits",
				outlineAt(i, outlines.Shapes[i].ID), cmp.Or(string(raw), "(none)"), geography.Tract.IDLength)})
		}
		geoids[i] = p.GEOID
	}
	return outlines, geoids, problems
}

// outlineAt names the ith outline of ShapesFile as topojson.Read's problems do.
func outlineAt(i int, id string) string {
	return fmt.Sprintf("objects.%s.geometries[%d] (id %s)", outlinesObject, i, id)
}
