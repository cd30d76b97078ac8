package datagen

import (
	"fmt"
	"math"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/places"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/tracts"
	"github.com/pd-riskmap/riskmap/datagen/internal/topology"
)

// California's census tracts: CalEnviroScreen 4.0's results, their data dictionary, the columns each
// layer reads, and the tract outlines (data/ces4/SOURCE.md).
const (
	TractsDir           = "ces4"
	TractResultsFile    = "ces4_results.csv"
	TractDictionaryFile = "ces4_data_dictionary.csv"
	TractLayersFile     = "layers.csv" // data/ces4/layers.csv, not data/exposures/layers.csv
	TractShapesFile     = "ca_tracts_2010.geojson.gz"

	// tractsState is the state whose tracts these are; every tract's county must be one of its.
	tractsState = "CA"
	// percentileSuffix names a column's California percentile: "PM2.5 Pctl" ranks "PM2.5".
	percentileSuffix = " Pctl"
	// percentileUnit opens the dictionary's unit of every percentile column.
	percentileUnit = "0-100"
)

// The columns of the results file every tract needs; the indicator columns come from layers.csv
// and the percentile columns from the dictionary.
const (
	tractIDColumn         = "GEOID"
	tractCESColumn        = "Census Tract"
	tractPopulationColumn = "Total Population"
	tractCountyColumn     = "California County"
	tractZIPColumn        = "ZIP"
	tractLocationColumn   = "Approximate Location"
	tractLonColumn        = "Longitude"
	tractLatColumn        = "Latitude"
)

var tractColumns = []string{tractIDColumn, tractCESColumn, tractPopulationColumn, tractCountyColumn, tractZIPColumn,
	tractLocationColumn, tractLonColumn, tractLatColumn}

// TractRow is one line of ces4_results.csv, its fields by the header's columns.
type TractRow struct{ fields []string }

func (r *TractRow) decodeRecord(rec []string, _ map[string]int) { r.fields = slices.Clone(rec) }

// TractDictionaryRow is one line of ces4_data_dictionary.csv: a column of the results and its unit.
type TractDictionaryRow struct {
	Column      string `csv:"column"`
	Description string `csv:"description_oehha"`
	Unit        string `csv:"units_or_notes"`
}

// TractLayerRow is one line of ces4/layers.csv: a column of the results a layer shows for a tract;
// a factor's first line is its figure, the others are shown beside it.
type TractLayerRow struct {
	Factor string `csv:"factor"`
	Column string `csv:"column"`
	Unit   string `csv:"unit"`
	Years  string `csv:"years"`
}

var (
	tractDictionaryColumns = csvColumns[TractDictionaryRow]()
	tractLayerColumns      = csvColumns[TractLayerRow]()
)

// readTractShapesAside starts reading the tract outlines and building their topology on a core of
// its own, the slowest reading of a run (a 10 MB GeoJSON); the function returned waits for it and
// puts the outlines into ds.
func readTractShapesAside(fsys FS, dir string, ds *DataSet) func(ErrorList) ErrorList {
	file := filepath.Join(dir, TractsDir, TractShapesFile)
	done := make(chan ErrorList, 1)
	go func() {
		var problems ErrorList
		ds.TractShapes, problems = readTractShapes(fsys, file, nil)
		if ds.TractShapes != nil {
			areas := make([]topology.AreaPolygons, len(ds.TractShapes))
			for i, f := range ds.TractShapes {
				areas[i] = topology.AreaPolygons{ID: f.CESID, Polygons: f.Polygons}
			}
			ds.TractTopology = topology.Build(areas, tractQuantisation)
		}
		done <- problems
	}()
	return func(errs ErrorList) ErrorList {
		ds.TractShapesFile = file
		return append(errs, <-done...)
	}
}

// readTracts reads the tract files of dir: the dictionary first, since it names the columns the
// results must have.
func readTracts(fsys FS, dir string, ds *DataSet, errs ErrorList) ErrorList {
	dir = filepath.Join(dir, TractsDir)
	ds.TractDictionary, errs = readFile[TractDictionaryRow](fsys, dir, TractDictionaryFile, tractDictionaryColumns, errs)
	ds.TractLayers, errs = readFile[TractLayerRow](fsys, dir, TractLayersFile, tractLayerColumns, errs)
	columns := slices.Clone(tractColumns)
	if ds.TractDictionary != nil {
		for _, r := range ds.TractDictionary.Rows {
			if r.Column != "" && !slices.Contains(columns, r.Column) {
				columns = append(columns, r.Column)
			}
		}
	}
	ds.Tracts, errs = readFile[TractRow](fsys, dir, TractResultsFile, columns, errs)
	return errs
}

// field is a row's value of column, from the row's fields.
func (t *Table[T]) field(fields []string, column string) string {
	return fields[t.columns[column]]
}

// checkTracts checks the results against the dictionary, the layers and the national county file:
// each GEOID 11 digits, once, in a county of the state whose name the county column gives;
// populations whole; coordinates plain numbers; every percentile column empty or within 0-100;
// every layer's column a column of the dictionary in the unit layers.csv says, its values empty
// or numbers of 0 or more.
func checkTracts(ds *DataSet, m *Model, factorIDs map[string]bool) ([]tracts.Tract, []tracts.Layer, ErrorList) {
	dict, res := ds.TractDictionary, ds.Tracts
	var errs ErrorList
	units := map[string]string{}
	for i, r := range dict.Rows {
		if _, dup := units[r.Column]; dup || r.Column == "" {
			errs = append(errs, dict.Problem(i, "column", "%q must be a column name, once", r.Column))
			continue
		}
		units[r.Column] = r.Unit
	}
	var percentiles []string // every column the dictionary gives the unit 0-100
	for column, unit := range units {
		if strings.HasPrefix(unit, percentileUnit) {
			percentiles = append(percentiles, column)
		}
	}
	slices.Sort(percentiles)

	layers, layerErrs := checkTractLayers(ds.TractLayers, units, dict.File, ds.Factors.File, factorIDs)
	errs = append(errs, layerErrs...)

	counties := map[string]string{} // a county of the state by its name
	for _, c := range m.National {
		if c.StateCode == tractsState {
			counties[c.Name] = c.FIPS
		}
	}
	ids := pipe.NewSeen(res, tractIDColumn)
	checked := make([]tracts.Tract, 0, len(res.Rows))
	for i, r := range res.Rows {
		get := func(column string) string { return res.field(r.fields, column) }
		id := get(tractIDColumn)
		tract := tracts.Tract{Line: res.Line(i, tractIDColumn), ID: id, ZIP: get(tractZIPColumn), Location: get(tractLocationColumn)}
		ok := true
		if !geography.Tract.IsID(id) {
			errs = append(errs, res.Problem(i, tractIDColumn, "%q must be %d digits", id, geography.Tract.IDLength))
			ok = false
		} else {
			errs = ids.Check(errs, i, id)
			if ces := get(tractCESColumn); "0"+ces != id {
				errs = append(errs, res.Problem(i, tractCESColumn, "%q is not the GEOID %s without its leading 0", ces, id))
			}
			county := get(tractCountyColumn)
			tract.County = county
			if fips, known := counties[county]; !known {
				errs = append(errs, res.Problem(i, tractCountyColumn, "%q is not a county of %s in %s", county, tractsState, ds.National.File))
			} else if fips != geography.Tract.Parent(id) {
				errs = append(errs, res.Problem(i, tractIDColumn, "%q is in the county %s, not %s County (%s) as %s says",
					id, geography.Tract.Parent(id), county, fips, tractCountyColumn))
			}
		}
		population, err := strconv.Atoi(get(tractPopulationColumn))
		if err != nil || population < 0 {
			errs = append(errs, res.Problem(i, tractPopulationColumn, "%q must be a whole number of 0 or more", get(tractPopulationColumn)))
		}
		tract.Population = population
		for _, c := range []struct {
			column string
			limit  float64
			to     *float64
		}{{tractLatColumn, 90, &tract.Lat}, {tractLonColumn, 180, &tract.Lon}} {
			v, isNumber := parseDecimal(get(c.column))
			if !isNumber || v < -c.limit || v > c.limit {
				errs = append(errs, res.Problem(i, c.column, "%q must be a plain decimal within ±%g", get(c.column), c.limit))
			}
			*c.to = v
		}
		for _, column := range percentiles {
			if v := get(column); v != "" {
				if p, isNumber := parseSourceNumber(v); !isNumber || p < 0 || p > 100 {
					errs = append(errs, res.Problem(i, column, "%q must be a percentile from 0 to 100, or empty for no data", v))
				}
			}
		}
		for _, l := range layers {
			figure := tracts.Figure{Value: math.NaN(), Percentile: math.NaN()}
			if v := get(l.Column); v != "" {
				if n, isNumber := parseSourceNumber(v); !isNumber || n < 0 {
					errs = append(errs, res.Problem(i, l.Column, "%q must be a number of 0 or more, or empty for no data", v))
				} else {
					figure.Value = n
				}
			}
			if p, isNumber := parseSourceNumber(get(l.Column + percentileSuffix)); isNumber {
				figure.Percentile = p
			}
			tract.Figures = append(tract.Figures, figure)
		}
		if ok {
			checked = append(checked, tract)
		}
	}
	return checked, layers, errs
}

// checkTractLayers checks ces4/layers.csv: a known factor, a column of the dictionary with its
// percentile column, and the unit the dictionary gives that column.
func checkTractLayers(t *Table[TractLayerRow], units map[string]string, dictFile, factorsFile string, factorIDs map[string]bool) ([]tracts.Layer, ErrorList) {
	var errs ErrorList
	var layers []tracts.Layer
	for i, r := range t.Rows {
		if !factorIDs[r.Factor] {
			errs = append(errs, t.Problem(i, "factor", "%q is not a factor id in %s", r.Factor, factorsFile))
		}
		unit, known := units[r.Column]
		_, ranked := units[r.Column+percentileSuffix]
		switch {
		case !known || !ranked:
			errs = append(errs, t.Problem(i, "column", "%q must be a column of %s with a %q column beside it", r.Column, dictFile, r.Column+percentileSuffix))
		case r.Unit == "" || !strings.HasPrefix(unit, r.Unit):
			errs = append(errs, t.Problem(i, "unit", "%q is not the unit %s gives %s: %q", r.Unit, dictFile, r.Column, unit))
		}
		errs = pipe.CheckText(errs, t, i, "years", r.Years)
		layers = append(layers, tracts.Layer(r))
	}
	return layers, checkTractColumnNames(t, errs)
}

// sourceNumber is a number as OEHHA's sheet writes it: a plain decimal, or with an exponent (1.3e-06).
var sourceNumber = regexp.MustCompile(`^-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?$`)

func parseSourceNumber(s string) (float64, bool) {
	if !sourceNumber.MatchString(s) {
		return 0, false
	}
	v, err := strconv.ParseFloat(s, 64)
	return v, err == nil
}

// checkTractData checks the tract files and joins the tracts with their outlines.
func checkTractData(ds *DataSet, m *Model, factorIDs map[string]bool) ErrorList {
	var errs ErrorList
	m.Tracts, m.TractLayers, errs = checkTracts(ds, m, factorIDs)
	var joinErrs ErrorList
	m.TractShapes, joinErrs = joinTractShapes(ds.TractShapes, ds.TractTopology, ds.TractShapesFile, m.Tracts, ds.Tracts.File)
	m.TractsAt = locatorsByParent(m.TractShapes, geography.Tract)
	return append(errs, joinErrs...)
}

// tractQuantisation is the grid the tract outlines are joined on: the source's own 6 decimals.
var tractQuantisation = topology.Quantisation{ScaleX: 1e-6, ScaleY: 1e-6, TranslateX: -125, TranslateY: 32}

// joinTractShapes pairs each tract with the outline CalEnviroScreen's id names (ces_tract, which
// carries the one renumbered tract) and keeps the topology of those outlines (the shapes of
// shapes are the features', in their order). A tract without an outline is a problem on its line
// of the results, and so is an outline of no tract, unless its tract code is one Census reserves
// for areas where nobody lives (uninhabitedTract), which the results leave out.
func joinTractShapes(features []TractFeature, shapes *topology.Topology, shapesFile string, checked []tracts.Tract, resultsFile string) (*topology.Topology, ErrorList) {
	var errs ErrorList
	byID := make(map[string]int, len(features))
	for i, f := range features {
		if first, dup := byID[f.CESID]; dup {
			errs = append(errs, Problem{File: shapesFile, Line: f.Line, Column: "ces_tract",
				Message: fmt.Sprintf("%s is already the tract of line %d", f.CESID, features[first].Line)})
			continue
		}
		byID[f.CESID] = i
	}
	joined := make(map[string]bool, len(checked))
	for _, t := range checked {
		if _, ok := byID[t.ID]; !ok {
			errs = append(errs, Problem{File: resultsFile, Line: t.Line, Column: tractIDColumn,
				Message: fmt.Sprintf("%q has no outline in %s", t.ID, shapesFile)})
			continue
		}
		joined[t.ID] = true
	}
	for _, f := range features {
		if !joined[f.CESID] && !uninhabitedTract(f.GEOID) {
			errs = append(errs, Problem{File: shapesFile, Line: f.Line, Column: "GEOID", Message: fmt.Sprintf(
				"%s (ces_tract %s) is no tract of %s; only a water (99xxxx) or special land-use (98xxxx) tract may be left out", f.GEOID, f.CESID, resultsFile)})
		}
	}
	return shapes.Subset(func(s topology.Shape) bool { return joined[s.ID] }), errs
}

// checkTractColumnNames checks that each column of ces4/layers.csv gives the tract download a
// column name of its own: lower-case letters, digits and underscores starting with a letter, not
// one of the download's own columns, and not the name an earlier line gives (so no column is shown
// twice).
func checkTractColumnNames(t *Table[TractLayerRow], errs ErrorList) ErrorList {
	own := tracts.Product{CountyFields: tractCountyFields(), ScoreColumn: scoreColumn}.Download().Names()
	first := map[string]int{} // the row giving each name first
	for i, r := range t.Rows {
		name := tracts.ColumnName(r.Column)
		switch earlier, taken := first[name]; {
		case taken:
			errs = append(errs, t.Problem(i, "column", "%q gives the download column %q, as %q on line %d does; a column is shown once",
				r.Column, name, t.Rows[earlier].Column, t.Line(earlier, "column")))
		case !isColumnName(name) || slices.Contains(own, name):
			errs = append(errs, t.Problem(i, "column", "%q gives the download column %q, which must start with a letter and not be one of %s",
				r.Column, name, strings.Join(own, ", ")))
		default:
			first[name] = i
		}
	}
	return errs
}

// tractCountyFields are the tract download's columns of a tract's county.
func tractCountyFields() []pipe.Field {
	return []pipe.Field{
		{Name: "fips", Heading: "County FIPS", Meaning: pipe.Say(meaningFIPS), Type: pipe.SchemaString, Pattern: fipsPattern},
		{Name: "county", Heading: "County", Meaning: pipe.Say(meaningCountyName), Type: pipe.SchemaString},
	}
}

// tractsProduct is the checked tracts of m as their pipe writes them, named from the search's
// readings: their score over the counties' combined score's layers, headed by the tract
// geography's word for it (data/geographies.csv).
func tractsProduct(m *Model, readings []places.Reading) tracts.Product {
	p := tracts.Product{Tracts: tracts.ByID(m.Tracts), Layers: m.TractLayers, Names: tracts.NameAll(m.Tracts, readings),
		FactorNames: map[string]string{}, CountyFields: tractCountyFields(), ScoreColumn: scoreColumn}
	weights := scoreWeights(m.Layers, m.Factors)
	for j, on := range scoreLayers(m.Layers, m.Factors) {
		if on {
			p.Score = append(p.Score, tracts.ScoreLayer{Factor: m.Layers[j].Factor, Weight: weights[j]})
		}
	}
	for _, f := range m.Factors {
		p.FactorNames[f.ID] = f.Name
	}
	if i := slices.IndexFunc(m.Geographies, func(g geography.Geography) bool { return g.ID == geography.Tract.ID }); i >= 0 {
		p.ScoreHeading = m.Geographies[i].Score
	}
	return p
}
