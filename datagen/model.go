package datagen

import (
	"github.com/pd-riskmap/riskmap/datagen/internal/figures"
	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/compounds"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/demo"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/environmental"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/places"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/studies"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/tracts"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/zips"
	"github.com/pd-riskmap/riskmap/datagen/internal/topology"
)

// Model is the data folder once validate has checked it: every value parsed and every reference
// resolved, so the later stages work on typed values and never look at a row or its line again.
type Model struct {
	Geographies              []geography.Geography  // geographies.csv, checked, in file order
	CountiesFile, StatesFile string                 // named in select's messages
	StateCodes               map[string]bool        // the codes of states.csv
	Counties                 []demo.County          // counties.csv (the Demo view), in file order
	Factors                  []environmental.Factor // factors.csv order, each with its measured layer
	Sources                  []environmental.Source // sources.csv (the Demo view's), every state

	National        []NationalCounty               // us_counties.csv, in file order
	NationalByFIPS  map[string]NationalCounty      // the same counties by FIPS, made once for every stage's lookups
	Layers          []Layer                        // one per factor, in factors.csv order
	MeasuredSources []environmental.MeasuredSource // exposures/sources.csv order
	LandKm2         map[string]float64
	Compounds       *compounds.Product // the pesticide compounds' figures (datagen/internal/pipe/compounds)
	USGS            map[string]USGSFigure
	PM25ByYear      []figures.YearFigure // exposures/pm25_by_year.csv in FIPS and year order; nil without the file

	ZIPs []zips.ZIP // zcta_county_2020.csv, in ZIP order

	Studies []studies.Study // evidence/studies.csv, in file order

	// PM25Medians is the median county's PM2.5 of each year, nationally and by state; the measure
	// stage fills it from every county, before select, so a one-state build keeps national medians.
	PM25Medians PM25Medians

	Population        map[string]Population            // county_population.csv by FIPS: every national county
	PopulationSources []environmental.PopulationSource // population_sources.csv, in file order

	Spanish Translations // translations_es.csv: the Spanish of every text the Spanish files say

	// CountyShapes is every county's outline (shapes/counties-10m.json); the shapes pipe
	// simplifies it as the map draws it.
	CountyShapes *topology.Topology

	Tracts      []tracts.Tract     // ces4/ces4_results.csv, in file order
	TractLayers []tracts.Layer     // ces4/layers.csv: the column of each figure of a tract
	TractShapes *topology.Topology // the tracts' outlines, sharing their borders, named by the tracts' ids

	// The search's: the places, their 2020 counts and the counties named by hand for some, the county
	// subdivisions, the counties it finds (select narrows them) and every state's names.
	Places         []Place
	PlacePeople    map[string]PlacePeople // place_population_2020.csv by GEOID
	PlaceCounties  map[string]string      // place_counties.csv: a place's county by GEOID
	Subdivisions   []Subdivision
	SearchCounties []NationalCounty
	SearchStates   []places.State
	// CountyAt finds the county whose outline holds a point, for the places that neither the 2020
	// counts nor place_counties.csv give a county (placeCounty); a place off every outline of its
	// state is left out of the search.
	CountyAt AreaLocator
	// TractsAt finds, by county FIPS, the census tract of the county whose outline holds a point: the
	// tract a search for a place of a county with tracts opens.
	TractsAt map[string]AreaLocator

	// Measured is every national county with a figure on at least one layer, in FIPS order; the
	// measure stage fills it and select may narrow it.
	Measured []MeasuredCounty
}

// Layer is how one factor's measured figure is formed from its file.
type Layer struct {
	Factor       string
	ExportColumn string
	Years        string
	PerKm2       bool               // divide by the county's land area
	YearSpan     float64            // the file's figure is a total over this many years; 1 when it is not
	NoneReported bool               // a county missing from the file reported nothing (value 0), not "no data"
	Figures      map[string]float64 // the file's figure by FIPS
}

// USGSFigure is a county's row of the USGS 2018 pesticide file, shown beside the modelled estimate.
type USGSFigure struct {
	Kg, ParaquatKg float64
}

// usgsDetail says what pesticides.csv holds: its figures are for this year, from this source of
// exposures/sources.csv. The file is fixed, unlike the layers' files, because the API names it.
var usgsDetail = struct{ Years, Source string }{"2018", "usgs-epest"}
