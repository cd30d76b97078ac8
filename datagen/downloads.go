package datagen

import (
	"fmt"
	"strings"
	"unicode"
)

// Field is one column of a CSV download. The codebook's row, the data package's Table Schema field
// and the workbook's column all come from it, so a column's meaning, unit and type are said once.
type Field struct {
	Name    string // the CSV header, snake_case (camelCase only in the specification's own export)
	Heading string // the workbook's header and the data package's title: words with the unit and years; empty where there is none
	Meaning phrase // said in English in the codebook's meaning, in Spanish in its meaning_es
	Unit    string
	Years   string
	Source  string
	Type    string   // a Table Schema type: string, number, integer or year
	Pattern string   // a regular expression every value matches, for codes of a fixed shape
	Enum    []string // the only values allowed, for statuses
	Minimum *int     // the lowest value allowed, for figures and percentiles
	Maximum *int
	// InHeading marks a column that repeats, on every row with a figure, the years its figure's
	// heading already names; the workbook leaves it out (each of its cells costs the file bytes).
	InHeading bool
}

// names is the download's CSV header.
func (d Download) names() []string { return fieldNames(d.Fields) }

func fieldNames(fields []Field) []string {
	names := make([]string, len(fields))
	for i, f := range fields {
		names[i] = f.Name
	}
	return names
}

// Table Schema types of the downloads' columns.
const (
	typeString  = "string"
	typeNumber  = "number"
	typeInteger = "integer"
	typeYear    = "year"
)

// Download is a CSV file people download: its name, where it is served, its columns and key.
type Download struct {
	Name       string // the file name it is saved under
	Path       string // its API path
	Title      string
	Fields     []Field
	PrimaryKey []string
}

// The downloads' file names (APIFiles), which the build's _headers sends them under.
const (
	exportCSVName       = "environmental-data.csv"
	exportExposuresName = "county-exposures.csv"
	codebookName        = "county-exposures-codebook.csv"
	pm25YearsName       = "county-pm25-by-year.csv"
	workbookName        = "county-exposures.xlsx"
)

// censusCounties is the source of the county names, codes and points of both exports.
const censusCounties = "US Census Bureau, cartographic boundary files 2017 (via us-atlas 3.0.1)"

// Patterns of the downloads' codes.
const (
	fipsPattern  = "^[0-9]{5}$"
	statePattern = "^[A-Z]{2}$"
)

// usgsUnit is the unit of the USGS county estimates, which are not rounded like the layers' figures.
const usgsUnit = "kg per year"

var (
	zero          = 0
	topPercentile = 99
)

// demoExport describes environmental-data.csv: the specification's seven columns, then each Demo
// county's measured figures in the columns of measured (measuredFields).
func demoExport(measured []Field) Download {
	text := func(name, meaning, pattern string) Field {
		return Field{Name: name, Meaning: say(meaning), Source: censusCounties, Type: typeString, Pattern: pattern}
	}
	degrees := func(name, meaning string) Field {
		return Field{Name: name, Meaning: say(meaning), Unit: "degrees (WGS84)", Source: censusCounties, Type: typeNumber}
	}
	return Download{Name: exportCSVName, Path: ExportCSVPath, Title: "The Demo view's counties with their measured figures",
		PrimaryKey: []string{"id"},
		Fields: append([]Field{
			text("id", meaningFIPS, fipsPattern),
			text("name", meaningCountyName, ""),
			text("state", meaningStateName, ""),
			text("stateCode", meaningStateCode, statePattern),
			text("fipsCode", meaningFIPSCode, fipsPattern),
			degrees("latitude", meaningLatitude),
			degrees("longitude", meaningLongitude),
		}, measured...)}
}

// exposuresExport describes county-exposures.csv and the workbook's Counties sheet, column for column:
// the county, its population (from the sources population cites), then the columns of measured
// (measuredFields).
func exposuresExport(measured []Field, population string) Download {
	return Download{Name: exportExposuresName, Path: ExportExposuresPath, Title: "Measured figures of every county with one",
		PrimaryKey: []string{"fips"},
		Fields: append([]Field{
			{Name: "fips", Heading: "FIPS", Meaning: say(meaningFIPS), Source: censusCounties, Type: typeString, Pattern: fipsPattern},
			{Name: "county", Heading: "County", Meaning: say(meaningCountyName), Source: censusCounties, Type: typeString},
			{Name: "state", Heading: "State", Meaning: say(meaningStateCode), Source: censusCounties, Type: typeString, Pattern: statePattern},
			{Name: "population", Heading: "Population", Meaning: say(meaningPopulation),
				Unit: "people", Source: population, Type: typeInteger, Minimum: &zero},
			{Name: "population_year", Heading: "Population: year", Meaning: say(meaningPopulationYear),
				Source: population, Type: typeYear},
		}, measured...)}
}

// measuredFields are the measured columns both exports end with, in appendMeasured's order: four a
// layer, then the USGS estimates.
func measuredFields(api *API) []Field {
	var fields []Field
	sources := sourceNames(api.Environmental.MeasuredSources)
	for j, l := range api.Layers {
		f := api.Environmental.Factors[j]
		src := sources.of(f.Measured.Sources)
		prefix := snakeCase(l.Factor)
		name := f.ShortName
		if f.Measured.Estimate {
			name += ", estimated"
		}
		status := meaningStatusNoData
		statuses := []string{statusText[StatusNoData]}
		if l.NoneReported {
			status = meaningStatusNoneReport
			statuses = append(statuses, statusText[StatusNoneReported])
		}
		years := typeString
		if isDigits(l.Years, 4) {
			years = typeYear
		}
		fields = append(fields,
			Field{Name: l.ExportColumn, Heading: name + " (" + f.Measured.Unit + "), " + l.Years, Meaning: say(meaningLayerFigure, "layer", f.Name, "measure", f.Measured.Measure),
				Unit: f.Measured.Unit, Years: l.Years, Source: src, Type: typeNumber, Minimum: &zero},
			Field{Name: prefix + "_years", Heading: f.ShortName + ": years", Meaning: say(meaningLayerYears, "layer", f.Name),
				Years: l.Years, Source: src, Type: years, InHeading: true},
			Field{Name: prefix + "_percentile", Heading: f.ShortName + ": national percentile", Meaning: say(meaningLayerPercentile, "layer", f.Name),
				Unit: "percentile", Years: l.Years, Source: src, Type: typeInteger, Minimum: &zero, Maximum: &topPercentile},
			Field{Name: prefix + "_status", Heading: f.ShortName + ": status", Meaning: say(status),
				Years: l.Years, Source: src, Type: typeString, Enum: statuses},
		)
	}
	usgs := sources.of([]string{usgsDetail.Source})
	return append(fields,
		Field{Name: usgsKgColumn, Heading: "USGS pesticide use, all compounds (kg), " + usgsDetail.Years,
			Meaning: say(meaningUSGSKg),
			Unit:    usgsUnit, Years: usgsDetail.Years, Source: usgs, Type: typeNumber, Minimum: &zero},
		Field{Name: usgsKgPerKm2Column, Heading: "USGS pesticide use, all compounds (kg/km²), " + usgsDetail.Years,
			Meaning: say(meaningUSGSKgPerKm2),
			Unit:    "kg/km² per year", Years: usgsDetail.Years, Source: usgs, Type: typeNumber, Minimum: &zero},
		Field{Name: usgsParaquatColumn, Heading: "USGS paraquat use (kg), " + usgsDetail.Years, Meaning: say(meaningUSGSParaquat),
			Unit: usgsUnit, Years: usgsDetail.Years, Source: usgs, Type: typeNumber, Minimum: &zero},
	)
}

// pm25YearsDetail says where the yearly PM2.5 figures come from: this source of exposures/sources.csv,
// the one behind the PM2.5 layer's 2014-2018 mean. The file is fixed, as the USGS file is.
var pm25YearsDetail = struct{ Source string }{"acag-pm25"}

// pm25YearsDownload describes county-pm25-by-year.csv: the yearly PM2.5 in long format, a row per
// county and year, as data tools read a panel.
func pm25YearsDownload(api *API) Download {
	src := sourceNames(api.Environmental.MeasuredSources).of([]string{pm25YearsDetail.Source})
	years := fmt.Sprintf("%d-%d", api.PM25Medians.Years[0], api.PM25Medians.Years[len(api.PM25Medians.Years)-1])
	return Download{Name: pm25YearsName, Path: ExportPM25YearsPath, Title: "Annual mean PM2.5 of every county with yearly figures",
		PrimaryKey: []string{"fips", "year"},
		Fields: []Field{
			{Name: "fips", Heading: "FIPS", Meaning: say(meaningFIPS), Source: censusCounties, Type: typeString, Pattern: fipsPattern},
			{Name: "year", Heading: "Year", Meaning: say(meaningYearOfMean), Years: years, Type: typeYear},
			{Name: "pm25_ugm3", Heading: "PM2.5 (µg/m³)", Meaning: say(meaningPM25Year),
				Unit: "µg/m³", Years: years, Source: src, Type: typeNumber, Minimum: &zero},
		}}
}

// codebookHeader is the codebook's own columns.
var codebookHeader = []string{"file", "column", "meaning", "unit", "years", "source", "meaning_es"}

func codebookDownload() Download {
	meanings := []string{meaningCodebookFile, meaningCodebookColumn, meaningCodebookMeaning, meaningCodebookUnit,
		meaningCodebookYears, meaningCodebookSource, meaningCodebookSpanish}
	d := Download{Name: codebookName, Path: ExportCodebookPath, Title: "What each column of the CSV downloads means",
		PrimaryKey: []string{"file", "column"}}
	for i, name := range codebookHeader {
		d.Fields = append(d.Fields, Field{Name: name, Meaning: say(meanings[i]), Type: typeString})
	}
	return d
}

// sourceCitations names the measured sources by id, as the codebook's source column cites them.
type sourceCitations map[string]string

func sourceNames(sources []MeasuredSource) sourceCitations {
	names := sourceCitations{}
	for _, s := range sources {
		names[s.ID] = s.Publisher + ": " + s.Dataset + " (" + s.Years + ")"
	}
	return names
}

func (names sourceCitations) of(ids []string) string {
	cited := make([]string, len(ids))
	for i, id := range ids {
		cited[i] = names[id]
	}
	return strings.Join(cited, "; ")
}

// snakeCase turns a factor id (airPollution) into the exports' column prefix (air_pollution).
func snakeCase(id string) string {
	var b strings.Builder
	for _, r := range id {
		if unicode.IsUpper(r) {
			b.WriteByte('_')
			r = unicode.ToLower(r)
		}
		b.WriteRune(r)
	}
	return b.String()
}
