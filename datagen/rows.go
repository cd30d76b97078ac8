package datagen

import (
	"reflect"
	"strings"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/compounds"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/studies"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/tracts"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/zips"
)

// The source files in the data folder, one row struct each. Every field is a string so that reading
// never fails on a bad value: validate.go reports bad values with their line instead.
const (
	CountiesFile = "counties.csv"
	StatesFile   = "states.csv"
	FactorsFile  = "factors.csv"
	SourcesFile  = "sources.csv"
)

// CountyRow is one line of counties.csv.
type CountyRow struct {
	FIPS      string `csv:"fips"`
	Name      string `csv:"name"`
	State     string `csv:"state"`
	StateCode string `csv:"state_code"`
	Latitude  string `csv:"latitude"`
	Longitude string `csv:"longitude"`
}

// StateRow is one line of states.csv: a state or territory and the box its county points lie in.
type StateRow struct {
	Code  string `csv:"code"`
	FIPS  string `csv:"fips"`
	Name  string `csv:"name"`
	South string `csv:"south"`
	West  string `csv:"west"`
	North string `csv:"north"`
	East  string `csv:"east"`
}

// FactorRow is one line of factors.csv: a risk layer of the map.
type FactorRow struct {
	ID             string `csv:"id"`
	Name           string `csv:"name"`
	ShortName      string `csv:"short_name"`
	Weight         string `csv:"weight"`
	Impact         string `csv:"impact"`
	ImpactBand     string `csv:"impact_band"`
	DefaultEnabled string `csv:"default_enabled"`
	Demo           string `csv:"demo"`
	Colours        string `csv:"colours"`
}

// SourceRow is one line of sources.csv: where a factor's data comes from; states and factors are
// space-separated lists of state codes and factor ids.
type SourceRow struct {
	Name    string `csv:"name"`
	URL     string `csv:"url"`
	States  string `csv:"states"`
	Factors string `csv:"factors"`
}

// The columns each file's header must name are its row struct's csv tags.
var (
	countyColumns = csvColumns[CountyRow]()
	stateColumns  = csvColumns[StateRow]()
	factorColumns = csvColumns[FactorRow]()
	sourceColumns = csvColumns[SourceRow]()
)

// The measured data: the national county file and the exposure folder, whose files layers.csv names.
const (
	NationalFile        = "us_counties.csv"
	ExposuresDir        = "exposures"
	LayersFile          = "layers.csv"
	CaveatsFile         = "caveats.csv"
	MeasuredSourcesFile = "sources.csv" // data/exposures/sources.csv, not data/sources.csv
	LandAreaFile        = "land_area.csv"
	USGSPesticidesFile  = "pesticides.csv"
	// PM25ByYearFile is optional: the yearly means behind the PM2.5 layer's figure, which the
	// workbook lists when the data has them.
	PM25ByYearFile = "pm25_by_year.csv"
)

// PM25YearRow is one line of exposures/pm25_by_year.csv: a county's PM2.5 mean of one year.
type PM25YearRow struct {
	GEOID, Year, PM25 string
}

// decodeRecord takes the row's fields directly: gocsv's reflection on the file's 59,000 rows cost
// more than reading them. See recordDecoder.
func (r *PM25YearRow) decodeRecord(rec []string, columns map[string]int) {
	r.GEOID, r.Year, r.PM25 = rec[columns["geoid"]], rec[columns["year"]], rec[columns["pm25_ugm3"]]
}

// NationalRow is one line of the national county file (see data/README.md): every US county and
// county equivalent with a point inside it.
type NationalRow struct {
	GEOID string `csv:"geoid"`
	USPS  string `csv:"usps"`
	State string `csv:"state"`
	Name  string `csv:"name"`
	Lat   string `csv:"lat"`
	Lon   string `csv:"lon"`
}

// LayerRow is one line of exposures/layers.csv: which file and column feed a factor's measured layer.
type LayerRow struct {
	Factor       string `csv:"factor"`
	File         string `csv:"file"`
	Column       string `csv:"column"`
	PerKm2       string `csv:"per_km2"`
	PerYear      string `csv:"per_year"`
	Absent       string `csv:"absent"`
	Unit         string `csv:"unit"`
	Years        string `csv:"years"`
	Measure      string `csv:"measure"`
	Estimate     string `csv:"estimate"`
	ExportColumn string `csv:"export_column"`
	Sources      string `csv:"sources"`
}

// CaveatRow is one line of exposures/caveats.csv: a limit of a factor's measured figure.
type CaveatRow struct {
	Factor string `csv:"factor"`
	Caveat string `csv:"caveat"`
}

// MeasuredSourceRow is one line of exposures/sources.csv: a publisher's data set behind measured layers.
type MeasuredSourceRow struct {
	ID        string `csv:"id"`
	Publisher string `csv:"publisher"`
	Dataset   string `csv:"dataset"`
	Years     string `csv:"years"`
	URL       string `csv:"url"`
	Licence   string `csv:"licence"`
	Factors   string `csv:"factors"`
}

// ExposureRow is one line of a county figure file. Its value columns are named by layers.csv at run
// time, so they are kept by header name rather than in struct fields.
type ExposureRow struct {
	GEOID  string            `csv:"geoid"`
	Fields map[string]string `csv:"-"`
}

// UnmarshalCSVWithFields lets gocsv hand over every column of the row by its header name.
func (r *ExposureRow) UnmarshalCSVWithFields(key, value string) error {
	if key == "geoid" {
		r.GEOID = value
		return nil
	}
	if r.Fields == nil {
		r.Fields = make(map[string]string, 4)
	}
	r.Fields[key] = value
	return nil
}

var (
	nationalColumns       = csvColumns[NationalRow]()
	layerColumns          = csvColumns[LayerRow]()
	caveatColumns         = csvColumns[CaveatRow]()
	measuredSourceColumns = csvColumns[MeasuredSourceRow]()
	landAreaColumns       = []string{"geoid", "land_km2"}
	usgsColumns           = []string{"geoid", "pesticide_kg", "paraquat_kg"}
	pm25YearColumns       = []string{"geoid", "year", "pm25_ugm3"}
	studyColumns          = csvColumns[studies.Row]()
)

// DataFile is a file Generate reads, relative to the data folder.
type DataFile struct {
	Path  string
	About string // what it gives, for riskmap generate --help
}

// DataFiles is every file Generate reads, in the order it reports their problems (the tract outlines
// are read beside the CSVs, on a core of their own). The county figure files are
// the ones exposures/layers.csv names, whatever their names.
var DataFiles = []DataFile{
	{GeographiesFile, "the kinds of area: ids, parents, files, zoom, link parameter, percentile words"},
	{CountiesFile, "the Demo view's counties"},
	{StatesFile, "the states' codes and the boxes of their county points"},
	{FactorsFile, "the layers: names, weights, impact labels, colours"},
	{SourcesFile, "the Demo view's sources"},
	{NationalFile, "every US county, the Measured view's"},
	{ExposuresDir + "/" + LayersFile, "the file and column of each layer's figure"},
	{ExposuresDir + "/" + CaveatsFile, "each layer's caveats"},
	{ExposuresDir + "/" + ReferenceLevelsFile, "the standards a layer's figures are read against"},
	{ExposuresDir + "/" + MeasuredSourcesFile, "the data sets behind the layers"},
	{ExposuresDir + "/" + LandAreaFile, "each county's land area"},
	{ExposuresDir + "/" + USGSPesticidesFile, "the USGS pesticide estimates"},
	{ExposuresDir + "/<the files layers.csv names>", "each layer's county figures"},
	{ExposuresDir + "/" + PM25ByYearFile, "PM2.5 year by year (optional)"},
	{zips.File, "the counties each ZIP code touches"},
	{studies.Dir + "/" + studies.File, "the studies behind the layers"},
	{CountyPopulationFile, "each county's population"},
	{PopulationSourcesFile, "the Census products behind the population figures"},
	{PlacesFile, "the towns and cities the search finds"},
	{TranslationsFile, "the Spanish of the texts"},
	{compounds.Dir + "/" + compounds.CompoundsFile, "the pesticide compounds of the USGS 2012 county estimates"},
	{compounds.Dir + "/" + compounds.StudiesFile, "the studies that link a compound to Parkinson's disease"},
	{compounds.Dir + "/" + compounds.EstimatesFile, "the USGS 2012 county estimates of each compound"},
	{Census2020Dir + "/" + PlacePopulationFile, "the 2020 Census count of every place, CDPs included"},
	{Census2020Dir + "/" + SubdivisionsFile, "New York's county subdivisions (the boroughs) and their 2020 counts"},
	{PlaceCountiesFile, "the county of a place its 2020 counts and outline cannot place"},
	{StateNamesFile, "every state's name in Spanish"},
	{tracts.Dir + "/" + tracts.DictionaryFile, "the unit of each column of CalEnviroScreen 4.0's results"},
	{tracts.Dir + "/" + tracts.LayersFile, "the column, unit and years of each layer's tract figure"},
	{tracts.Dir + "/" + tracts.ResultsFile, "California's census tracts: CalEnviroScreen 4.0's results"},
	{tracts.Dir + "/" + tracts.ShapesFile, "the tract outlines (TopoJSON, gzipped, prepared by riskmap import outlines)"},
	{ShapesDir + "/" + CountyAtlasFile, "the county outlines (us-atlas TopoJSON)"},
}

// csvColumns lists the csv tags of T's fields in field order, as gocsv reads and writes them.
func csvColumns[T any]() []string {
	t := reflect.TypeFor[T]()
	var columns []string
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("csv"), ",")
		if name != "" && name != "-" {
			columns = append(columns, name)
		}
	}
	return columns
}
