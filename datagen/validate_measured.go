package datagen

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"github.com/pd-riskmap/riskmap/datagen/internal/figures"
	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/compounds"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/environmental"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/tracts"
)

// checkMeasured checks the national county list and the exposures folder, and fills the measured
// part of m: the national counties, each factor's layer, the sources and every county figure.
// Problems come file by file in the order Read reads them.
func checkMeasured(m *Model, ds *DataSet, factorIDs map[string]bool) ErrorList {
	national, errs := checkNational(ds.National)
	m.National = national
	m.NationalByFIPS = make(map[string]NationalCounty, len(national))
	for _, c := range national {
		if _, dup := m.NationalByFIPS[c.FIPS]; !dup {
			m.NationalByFIPS[c.FIPS] = c
		}
	}
	known, nationalFile := m.NationalByFIPS, ds.National.File

	sources, sourceIDs, sourceErrs := checkMeasuredSources(ds.MeasuredSources, ds.Factors.File, factorIDs)
	m.MeasuredSources = sources
	layers, layerErrs := checkLayers(ds.Layers, ds.Factors, factorIDs, sourceIDs, ds.MeasuredSources.File)
	caveats, caveatErrs := checkCaveats(ds.Caveats, ds.Factors.File, factorIDs)
	references, referenceErrs := checkReferenceLevels(ds.ReferenceLevels, ds.Factors.File, factorIDs)
	errs = append(errs, layerErrs...)
	errs = append(errs, caveatErrs...)
	errs = append(errs, referenceErrs...)
	errs = append(errs, sourceErrs...)
	for _, s := range ownSources {
		if !sourceIDs[s.id] {
			errs = append(errs, Problem{File: ds.MeasuredSources.File, Message: "has no row with id " + strconv.Quote(s.id) + ", the source of " + s.of})
		}
	}

	land, landErrs := checkFigures(ds.LandArea, []string{"land_km2"}, known, nationalFile, true)
	errs = append(errs, landErrs...)
	m.LandKm2 = land["land_km2"]
	usgs, usgsErrs := checkFigures(ds.USGSPesticides, []string{"pesticide_kg", "paraquat_kg"}, known, nationalFile, false)
	errs = append(errs, usgsErrs...)
	m.USGS = make(map[string]USGSFigure, len(usgs["pesticide_kg"]))
	for fips, kg := range usgs["pesticide_kg"] {
		m.USGS[fips] = USGSFigure{Kg: kg, ParaquatKg: usgs["paraquat_kg"][fips]}
	}

	if ds.PM25ByYear != nil {
		var yearErrs ErrorList
		m.PM25ByYear, yearErrs = checkPM25ByYear(ds.PM25ByYear, known, nationalFile)
		errs = append(errs, yearErrs...)
	}

	// Each file once, in the order layers.csv first names it.
	figures := map[string]map[string]map[string]float64{}
	for _, r := range ds.Layers.Rows {
		t, ok := ds.Figures[r.File]
		if _, done := figures[r.File]; !ok || done {
			continue
		}
		var columns []string
		for _, l := range ds.Layers.Rows {
			if l.File == r.File && isFigureColumn(l.Column) {
				columns = append(columns, l.Column)
			}
		}
		var fileErrs ErrorList
		figures[r.File], fileErrs = checkFigures(t, columns, known, nationalFile, false)
		errs = append(errs, fileErrs...)
	}

	for i := range m.Factors {
		f := &m.Factors[i]
		l, ok := layers[f.ID]
		if !ok {
			continue // reported by checkLayers
		}
		f.Measured = l.measure
		f.Measured.Caveats = caveats[f.ID]
		if f.Measured.Caveats == nil {
			f.Measured.Caveats = []string{}
		}
		f.Measured.References = references[f.ID]
		l.layer.Figures = figures[l.file][l.column]
		m.Layers = append(m.Layers, l.layer)
	}
	return errs
}

// ownSources are the rows of exposures/sources.csv that figures outside layers.csv cite, by id.
var ownSources = []struct{ id, of string }{
	{usgsDetail.Source, USGSPesticidesFile},
	{compounds.SourceID, "the pesticide compounds' estimates (" + compounds.Dir + ")"},
	{sites.SourceID, "the Superfund sites (" + sites.Dir + ")"},
	{tracts.SourceID, "the census tracts' figures (" + tracts.Dir + ")"},
}

// sourceOf is the source of exposures/sources.csv with the id, which checkMeasured has checked is there.
func sourceOf(sources []environmental.MeasuredSource, id string) pipe.Source {
	for _, s := range sources {
		if s.ID == id {
			return s.Source
		}
	}
	return pipe.Source{}
}

// checkMeasuredSources returns the sources of exposures/sources.csv and the set of their ids. A
// source of no county layer (the Superfund sites') lists no factor.
func checkMeasuredSources(t *Table[MeasuredSourceRow], factorsFile string, factorIDs map[string]bool) ([]environmental.MeasuredSource, map[string]bool, ErrorList) {
	var errs ErrorList
	sources := make([]environmental.MeasuredSource, len(t.Rows))
	ids := pipe.NewSeen(t, "id")
	known := make(map[string]bool, len(t.Rows))
	for i, r := range t.Rows {
		if !isSourceID(r.ID) {
			errs = append(errs, t.Problem(i, "id", "%q must be lower-case letters, digits and hyphens starting with a letter", r.ID))
		} else {
			errs = ids.Check(errs, i, r.ID)
			known[r.ID] = true
		}
		errs = pipe.CheckText(errs, t, i, "publisher", r.Publisher)
		errs = pipe.CheckText(errs, t, i, "dataset", r.Dataset)
		errs = pipe.CheckText(errs, t, i, "years", r.Years)
		errs = checkURL(errs, t, i, "url", r.URL)
		errs = pipe.CheckText(errs, t, i, "licence", r.Licence)
		if r.Factors != "" {
			errs = checkList(errs, t, i, "factors", r.Factors, "factor id", factorsFile, func(id string) bool { return factorIDs[id] })
		}
		sources[i] = environmental.MeasuredSource{ID: r.ID, Factors: strings.Fields(r.Factors),
			Source: pipe.Source{Publisher: r.Publisher, Dataset: r.Dataset, Years: r.Years, URL: r.URL, Licence: r.Licence}}
	}
	return sources, known, errs
}

// checkedLayer is a layers.csv row parsed: what the API says about the layer, how its figure is formed,
// and where in the file the figure is.
type checkedLayer struct {
	measure      environmental.MeasuredLayer
	layer        Layer
	file, column string
}

const (
	absentNoData       = "no-data"
	absentNoneReported = "none-reported"
)

func checkLayers(t *Table[LayerRow], factors *Table[FactorRow], factorIDs, sourceIDs map[string]bool, sourcesFile string) (map[string]checkedLayer, ErrorList) {
	var errs ErrorList
	layers := make(map[string]checkedLayer, len(t.Rows))
	ids := pipe.NewSeen(t, "factor")
	exportColumns := pipe.NewSeen(t, "export_column")
	for i, r := range t.Rows {
		known := factorIDs[r.Factor]
		if !known {
			errs = append(errs, t.Problem(i, "factor", "%q is not a factor id in %s", r.Factor, factors.File))
		} else {
			errs = ids.Check(errs, i, r.Factor)
		}
		if !isFileName(r.File) {
			errs = append(errs, t.Problem(i, "file", "%q must be the name of a .csv file in this folder", r.File))
		}
		if !isFigureColumn(r.Column) {
			errs = append(errs, t.Problem(i, "column", "%q must name a figure column of the file, such as pm25_ugm3", r.Column))
		}
		var l checkedLayer
		l.file, l.column = r.File, r.Column
		l.layer.Factor, l.layer.ExportColumn, l.layer.Years, l.layer.YearSpan = r.Factor, r.ExportColumn, r.Years, 1
		l.layer.PerKm2, errs = pipe.CheckBool(errs, t, i, "per_km2", r.PerKm2)
		var perYear bool
		perYear, errs = pipe.CheckBool(errs, t, i, "per_year", r.PerYear)
		if r.Absent != absentNoData && r.Absent != absentNoneReported {
			errs = append(errs, t.Problem(i, "absent", "%q must be %s or %s", r.Absent, absentNoData, absentNoneReported))
		}
		l.layer.NoneReported = r.Absent == absentNoneReported
		errs = pipe.CheckText(errs, t, i, "unit", r.Unit)
		if !perYear {
			errs = pipe.CheckText(errs, t, i, "years", r.Years)
		} else if span, ok := yearSpan(r.Years); ok {
			l.layer.YearSpan = span
		} else {
			errs = append(errs, t.Problem(i, "years", "%q must be a span of years such as 1988-2018 when per_year is true", r.Years))
		}
		errs = pipe.CheckText(errs, t, i, "measure", r.Measure)
		l.measure.Estimate, errs = pipe.CheckBool(errs, t, i, "estimate", r.Estimate)
		if !pipe.IsColumnName(r.ExportColumn) || exportReserved[r.ExportColumn] {
			errs = append(errs, t.Problem(i, "export_column", "%q must be lower-case letters, digits and underscores starting with a letter, and not fips, county or state", r.ExportColumn))
		} else {
			errs = exportColumns.Check(errs, i, r.ExportColumn)
		}
		errs = checkList(errs, t, i, "sources", r.Sources, "source id", sourcesFile, func(id string) bool { return sourceIDs[id] })
		l.measure = environmental.MeasuredLayer{Measure: r.Measure, Unit: r.Unit, Years: r.Years, Estimate: l.measure.Estimate,
			Absent: r.Absent, Sources: strings.Fields(r.Sources)}
		if known {
			if _, dup := layers[r.Factor]; !dup {
				layers[r.Factor] = l
			}
		}
	}
	for _, f := range factors.Rows {
		if _, ok := layers[f.ID]; !ok && factorIDs[f.ID] {
			errs = append(errs, Problem{File: t.File, Message: "has no row for factor " + strconv.Quote(f.ID) + " of " + factors.File})
		}
	}
	return layers, errs
}

// exportReserved are the export's own columns, which a layer's column must not repeat.
var exportReserved = map[string]bool{"fips": true, "county": true, "state": true}

// yearSpan counts the years of "1988-2018" (31) or of a single year (1).
func yearSpan(s string) (float64, bool) {
	first, last, isSpan := strings.Cut(s, "-")
	if !isSpan {
		last = first
	}
	a, errA := strconv.Atoi(first)
	b, errB := strconv.Atoi(last)
	if errA != nil || errB != nil || !pipe.IsDigits(first, 4) || !pipe.IsDigits(last, 4) || b < a {
		return 0, false
	}
	return float64(b - a + 1), true
}

// checkCaveats returns each factor's caveats in file order.
func checkCaveats(t *Table[CaveatRow], factorsFile string, factorIDs map[string]bool) (map[string][]string, ErrorList) {
	var errs ErrorList
	caveats := map[string][]string{}
	for i, r := range t.Rows {
		if !factorIDs[r.Factor] {
			errs = append(errs, t.Problem(i, "factor", "%q is not a factor id in %s", r.Factor, factorsFile))
		}
		n := len(errs)
		if errs = pipe.CheckText(errs, t, i, "caveat", r.Caveat); len(errs) == n {
			caveats[r.Factor] = append(caveats[r.Factor], r.Caveat)
		}
	}
	return caveats, errs
}

// checkFigures checks a county figure file: geoid is the 5-digit FIPS of a county of the national
// file and appears once; each of columns holds a plain decimal that is at least 0, or more than 0
// when positive (a figure others are divided by). It returns each column's figures by FIPS.
func checkFigures(t *Table[ExposureRow], columns []string, known map[string]NationalCounty, nationalFile string, positive bool) (map[string]map[string]float64, ErrorList) {
	var errs ErrorList
	figures := make(map[string]map[string]float64, len(columns))
	for _, c := range columns {
		figures[c] = make(map[string]float64, len(t.Rows))
	}
	if len(t.Rows) == 0 {
		errs = append(errs, Problem{File: t.File, Message: "has no rows; add a line per county with a figure"})
	}
	geoids := pipe.NewSeen(t, "geoid")
	for i, r := range t.Rows {
		switch {
		case !geography.County.IsID(r.GEOID):
			errs = append(errs, t.Problem(i, "geoid", "%q must be %d digits", r.GEOID, geography.County.IDLength))
		case !isKnown(known, r.GEOID):
			errs = append(errs, t.Problem(i, "geoid", "%q is not a county of %s", r.GEOID, nationalFile))
		default:
			errs = geoids.Check(errs, i, r.GEOID)
		}
		for _, c := range columns {
			value := r.Fields[c]
			v, ok := pipe.ParseDecimal(value)
			switch {
			case !ok:
				errs = append(errs, t.Problem(i, c, "%q is not a number", value))
			case positive && v <= 0:
				errs = append(errs, t.Problem(i, c, "%q must be more than 0", value))
			case v < 0:
				errs = append(errs, t.Problem(i, c, "%q is negative; a county figure is 0 or more", value))
			default:
				figures[c][r.GEOID] = v
			}
		}
	}
	return figures, errs
}

// The years the yearly PM2.5 file may hold: those of its source, the ACAG V4.NA.03 estimates.
const (
	pm25FirstYear = 2000
	pm25LastYear  = 2018
)

// checkPM25ByYear checks the yearly PM2.5 file: geoid a county of the national file, year one of
// pm25FirstYear to pm25LastYear, pm25_ugm3 a plain decimal of 0 or more, each county and year once.
// It returns the figures in FIPS and year order, and the problems in line order.
func checkPM25ByYear(t *Table[PM25YearRow], known map[string]NationalCounty, nationalFile string) ([]figures.YearFigure, ErrorList) {
	var errs ErrorList
	good := make([]rowFigure, 0, len(t.Rows))
	for i, r := range t.Rows {
		ok := true
		if !geography.County.IsID(r.GEOID) || !isKnown(known, r.GEOID) {
			errs = append(errs, t.Problem(i, "geoid", "%q is not a county of %s", r.GEOID, nationalFile))
			ok = false
		}
		year, err := strconv.Atoi(r.Year)
		if !pipe.IsDigits(r.Year, 4) || err != nil || year < pm25FirstYear || year > pm25LastYear {
			errs = append(errs, t.Problem(i, "year", "%q must be a year from %d to %d", r.Year, pm25FirstYear, pm25LastYear))
			ok = false
		}
		v, isNumber := pipe.ParseDecimal(r.PM25)
		if !isNumber || v < 0 {
			errs = append(errs, t.Problem(i, "pm25_ugm3", "%q is not a number of 0 or more", r.PM25))
			ok = false
		}
		if ok {
			good = append(good, rowFigure{figures.YearFigure{FIPS: r.GEOID, Year: year, Value: v}, i})
		}
	}
	// Sorted by county, year and row, a repeat comes right after its first line, so no map of the
	// 59,000 pairs is needed; the file comes in that order, which the sort sees in linear time.
	slices.SortFunc(good, func(a, b rowFigure) int {
		return cmp.Or(cmp.Compare(a.FIPS, b.FIPS), cmp.Compare(a.Year, b.Year), cmp.Compare(a.row, b.row))
	})
	figures := make([]figures.YearFigure, 0, len(good))
	var (
		repeats ErrorList
		first   rowFigure // the first line of the pair being walked
	)
	for k, f := range good {
		if k > 0 && f.FIPS == first.FIPS && f.Year == first.Year {
			r := t.Rows[f.row]
			repeats = append(repeats, pipe.Repeated(t, f.row, first.row, "year", r.GEOID+" "+r.Year))
			continue
		}
		first = f
		figures = append(figures, f.YearFigure)
	}
	if len(repeats) > 0 {
		errs = append(errs, repeats...)
		slices.SortStableFunc(errs, func(a, b Problem) int { return cmp.Compare(a.Line, b.Line) })
	}
	return figures, errs
}

// rowFigure is a figure of the yearly file whose values are good, and its row.
type rowFigure struct {
	figures.YearFigure
	row int
}

// isKnown says whether fips is a county of the national file.
func isKnown(national map[string]NationalCounty, fips string) bool {
	_, ok := national[fips]
	return ok
}

// isSourceID keeps source ids plain: lower-case letters, digits and hyphens, starting with a letter.
func isSourceID(s string) bool { return pipe.IsLowerName(s, '-') }

// isFigureColumn accepts a column name layers.csv may pick a figure from.
func isFigureColumn(s string) bool { return s != "geoid" && pipe.IsColumnName(s) }
