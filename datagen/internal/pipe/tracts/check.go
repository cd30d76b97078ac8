package tracts

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/topology"
)

const (
	// State is the state whose tracts these are; every tract's county must be one of its.
	State = "CA"
	// percentileSuffix names a column's California percentile: "PM2.5 Pctl" ranks "PM2.5".
	percentileSuffix = " Pctl"
	// percentileUnit opens the dictionary's unit of every percentile column.
	percentileUnit = "0-100"
)

// Known is what the checks compare the tract files with: the counties of State and the factors,
// each with the file that gives them, and the download's columns a layer's column may not take.
type Known struct {
	Counties     map[string]string // the FIPS code of each county of State, by its name
	CountiesFile string
	Factors      map[string]bool // the factor ids
	FactorsFile  string
	// CountyFields and ScoreColumn are the Product's, which name some of the download's columns.
	CountyFields []pipe.Field
	ScoreColumn  string
}

// Checked is the tract files once checked: the tracts in the results' order, the layers' columns,
// and the outlines of the tracts, sharing their borders, named by the tracts' ids.
type Checked struct {
	Tracts   []Tract
	Layers   []Layer
	Outlines *topology.Topology
}

// Check checks the results against the dictionary, the layers and the known counties and factors:
// each GEOID 11 digits, once, in a county of State whose name the county column gives; populations
// whole; coordinates plain numbers; every percentile column empty or within 0-100; every layer's
// column a column of the dictionary in the unit layers.csv says, its values empty or numbers of 0
// or more. Then it joins the tracts with their outlines.
func (s *Source) Check(known Known) (Checked, []pipe.Problem) {
	dict, res := s.dictionary, s.results
	var errs []pipe.Problem
	units := map[string]string{}
	for i := range dict.Len() {
		column := dict.Get(i, "column")
		if _, dup := units[column]; dup || column == "" {
			errs = append(errs, dict.Problem(i, "column", "%q must be a column name, once", column))
			continue
		}
		units[column] = dict.Get(i, "units_or_notes")
	}
	var percentiles []string // every column the dictionary gives the unit 0-100
	for column, unit := range units {
		if strings.HasPrefix(unit, percentileUnit) {
			percentiles = append(percentiles, column)
		}
	}
	slices.Sort(percentiles)

	layers, layerErrs := s.checkLayers(units, known)
	errs = append(errs, layerErrs...)

	ids := pipe.NewSeen(res, idColumn)
	tracts := make([]Tract, 0, res.Len())
	for i := range res.Len() {
		get := func(column string) string { return res.Get(i, column) }
		id := get(idColumn)
		tract := Tract{Line: res.Line(i, idColumn), ID: id, ZIP: get(zipColumn), Location: get(locationColumn)}
		ok := true
		if !geography.Tract.IsID(id) {
			errs = append(errs, res.Problem(i, idColumn, "%q must be %d digits", id, geography.Tract.IDLength))
			ok = false
		} else {
			errs = ids.Check(errs, i, id)
			if ces := get(cesColumn); "0"+ces != id {
				errs = append(errs, res.Problem(i, cesColumn, "%q is not the GEOID %s without its leading 0", ces, id))
			}
			county := get(countyColumn)
			tract.County = county
			if fips, isCounty := known.Counties[county]; !isCounty {
				errs = append(errs, res.Problem(i, countyColumn, "%q is not a county of %s in %s", county, State, known.CountiesFile))
			} else if fips != geography.Tract.Parent(id) {
				errs = append(errs, res.Problem(i, idColumn, "%q is in the county %s, not %s County (%s) as %s says",
					id, geography.Tract.Parent(id), county, fips, countyColumn))
			}
		}
		population, err := strconv.Atoi(get(populationColumn))
		if err != nil || population < 0 {
			errs = append(errs, res.Problem(i, populationColumn, "%q must be a whole number of 0 or more", get(populationColumn)))
		}
		tract.Population = population
		for _, c := range []struct {
			column string
			limit  float64
			to     *float64
		}{{latColumn, 90, &tract.Lat}, {lonColumn, 180, &tract.Lon}} {
			v, isNumber := pipe.ParseDecimal(get(c.column))
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
			figure := Figure{Value: math.NaN(), Percentile: math.NaN()}
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
			tracts = append(tracts, tract)
		}
	}
	outlines, joinErrs := s.join(tracts)
	return Checked{Tracts: tracts, Layers: layers, Outlines: outlines}, append(errs, joinErrs...)
}

// checkLayers checks layers.csv: a known factor, a column of the dictionary with its percentile
// column, and the unit the dictionary gives that column.
func (s *Source) checkLayers(units map[string]string, known Known) ([]Layer, []pipe.Problem) {
	t, dictFile := s.layers, s.dictionary.File
	var errs []pipe.Problem
	var layers []Layer
	for i := range t.Len() {
		l := Layer{Factor: t.Get(i, "factor"), Column: t.Get(i, "column"), Unit: t.Get(i, "unit"), Years: t.Get(i, "years")}
		if !known.Factors[l.Factor] {
			errs = append(errs, t.Problem(i, "factor", "%q is not a factor id in %s", l.Factor, known.FactorsFile))
		}
		unit, isColumn := units[l.Column]
		_, ranked := units[l.Column+percentileSuffix]
		switch {
		case !isColumn || !ranked:
			errs = append(errs, t.Problem(i, "column", "%q must be a column of %s with a %q column beside it", l.Column, dictFile, l.Column+percentileSuffix))
		case l.Unit == "" || !strings.HasPrefix(unit, l.Unit):
			errs = append(errs, t.Problem(i, "unit", "%q is not the unit %s gives %s: %q", l.Unit, dictFile, l.Column, unit))
		}
		errs = pipe.CheckText(errs, t, i, "years", l.Years)
		layers = append(layers, l)
	}
	own := Product{CountyFields: known.CountyFields, ScoreColumn: known.ScoreColumn}.Download().Names()
	return layers, checkColumnNames(t, own, errs)
}

// checkColumnNames checks that each column of layers.csv gives the download a column name of its
// own: lower-case letters, digits and underscores starting with a letter, not one of the download's
// own columns, and not the name an earlier line gives (so no column is shown twice).
func checkColumnNames(t *pipe.Table, own []string, errs []pipe.Problem) []pipe.Problem {
	first := map[string]int{} // the row giving each name first
	for i := range t.Len() {
		column := t.Get(i, "column")
		name := ColumnName(column)
		switch earlier, taken := first[name]; {
		case taken:
			errs = append(errs, t.Problem(i, "column", "%q gives the download column %q, as %q on line %d does; a column is shown once",
				column, name, t.Get(earlier, "column"), t.Line(earlier, "column")))
		case !pipe.IsColumnName(name) || slices.Contains(own, name):
			errs = append(errs, t.Problem(i, "column", "%q gives the download column %q, which must start with a letter and not be one of %s",
				column, name, strings.Join(own, ", ")))
		default:
			first[name] = i
		}
	}
	return errs
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

// join pairs each tract with the outline its CalEnviroScreen id names (which carries the one
// renumbered tract) and keeps the topology of those outlines. A tract without an outline is a
// problem on its line of the results, and so is an outline of no tract, unless its tract code is
// one Census reserves for areas where nobody lives (uninhabited), which the results leave out.
func (s *Source) join(tracts []Tract) (*topology.Topology, []pipe.Problem) {
	var errs []pipe.Problem
	outlined := make(map[string]bool, len(s.outlines.Shapes)) // topojson.Read took each id once
	for _, shape := range s.outlines.Shapes {
		outlined[shape.ID] = true
	}
	joined := make(map[string]bool, len(tracts))
	for _, t := range tracts {
		if !outlined[t.ID] {
			errs = append(errs, pipe.Problem{File: s.results.File, Line: t.Line, Column: idColumn,
				Message: fmt.Sprintf("%q has no outline in %s", t.ID, s.shapesFile)})
			continue
		}
		joined[t.ID] = true
	}
	for i, shape := range s.outlines.Shapes {
		if !joined[shape.ID] && !uninhabited(s.geoids[i]) {
			errs = append(errs, pipe.Problem{File: s.shapesFile, Message: fmt.Sprintf(
				"%s: GEOID %s is no tract of %s; only a water (99xxxx) or special land-use (98xxxx) tract may be left out",
				outlineAt(i, shape.ID), s.geoids[i], s.results.File)})
		}
	}
	return s.outlines.Subset(func(s topology.Shape) bool { return joined[s.ID] }), errs
}
