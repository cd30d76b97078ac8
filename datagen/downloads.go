package datagen

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/counties"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/environmental"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/measured"
)

// The downloads' file names (APIFiles), which the build's _headers sends them under.
const ()

var (
	zero          = 0
	topPercentile = 99
)

// exposuresExport describes county-exposures.csv and the workbook's Counties sheet, column for column:
// the county, its population (from the sources population cites), then the columns of layers
// (measuredFields).
func exposuresExport(layers []pipe.Field, population string) pipe.Download {
	return pipe.Download{Name: measured.DownloadName, Path: measured.ExportPath, Title: "Measured figures of every county with one",
		PrimaryKey: []string{"fips"},
		Fields: append([]pipe.Field{
			{Name: "fips", Heading: "FIPS", Meaning: pipe.Say(counties.MeaningFIPS), Source: counties.Source, Type: pipe.SchemaString, Pattern: counties.FIPSPattern},
			{Name: "county", Heading: "County", Meaning: pipe.Say(counties.MeaningName), Source: counties.Source, Type: pipe.SchemaString},
			{Name: "state", Heading: "State", Meaning: pipe.Say(counties.MeaningStateCode), Source: counties.Source, Type: pipe.SchemaString, Pattern: counties.StatePattern},
			{Name: "population", Heading: "Population", Meaning: pipe.Say(meaningPopulation),
				Unit: "people", Source: population, Type: pipe.SchemaInteger, Minimum: &zero},
			{Name: "population_year", Heading: "Population: year", Meaning: pipe.Say(meaningPopulationYear),
				Source: population, Type: pipe.SchemaYear},
		}, layers...)}
}

// measuredFields are the measured columns both exports end with, in appendMeasured's order: four a
// layer, the combined score, then the USGS estimates.
func measuredFields(api *API) []pipe.Field {
	var fields []pipe.Field
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
		years := pipe.SchemaString
		if pipe.IsDigits(l.Years, 4) {
			years = pipe.SchemaYear
		}
		fields = append(fields,
			pipe.Field{Name: l.ExportColumn, Heading: name + " (" + f.Measured.Unit + "), " + l.Years, Meaning: pipe.Say(meaningLayerFigure, "layer", f.Name, "measure", f.Measured.Measure),
				Unit: f.Measured.Unit, Years: l.Years, Source: src, Type: pipe.SchemaNumber, Minimum: &zero},
			pipe.Field{Name: prefix + "_years", Heading: f.ShortName + ": years", Meaning: pipe.Say(meaningLayerYears, "layer", f.Name),
				Years: l.Years, Source: src, Type: years, InHeading: true},
			pipe.Field{Name: percentileColumn(l), Heading: f.ShortName + ": national percentile", Meaning: pipe.Say(meaningLayerPercentile, "layer", f.Name),
				Unit: "percentile", Years: l.Years, Source: src, Type: pipe.SchemaInteger, Minimum: &zero, Maximum: &topPercentile},
			pipe.Field{Name: prefix + "_status", Heading: f.ShortName + ": status", Meaning: pipe.Say(status),
				Years: l.Years, Source: src, Type: pipe.SchemaString, Enum: statuses},
		)
	}
	fields = append(fields, scoreField(api, sources))
	usgs := sources.of([]string{usgsDetail.Source})
	return append(fields,
		pipe.Field{Name: usgsKgColumn, Heading: "USGS pesticide use, all compounds (kg), " + usgsDetail.Years,
			Meaning: pipe.Say(meaningUSGSKg),
			Unit:    pipe.KilogramsPerYear, Years: usgsDetail.Years, Source: usgs, Type: pipe.SchemaNumber, Minimum: &zero},
		pipe.Field{Name: usgsKgPerKm2Column, Heading: "USGS pesticide use, all compounds (kg/km²), " + usgsDetail.Years,
			Meaning: pipe.Say(meaningUSGSKgPerKm2),
			Unit:    "kg/km² per year", Years: usgsDetail.Years, Source: usgs, Type: pipe.SchemaNumber, Minimum: &zero},
		pipe.Field{Name: usgsParaquatColumn, Heading: "USGS paraquat use (kg), " + usgsDetail.Years, Meaning: pipe.Say(meaningUSGSParaquat),
			Unit: pipe.KilogramsPerYear, Years: usgsDetail.Years, Source: usgs, Type: pipe.SchemaNumber, Minimum: &zero},
	)
}

// percentileColumn names a layer's column of national percentiles.
func percentileColumn(l Layer) string { return snakeCase(l.Factor) + "_percentile" }

// scoreColumn is the combined score's column (combinedScore).
const scoreColumn = "combined_score"

// scoreField describes the combined score's column: the layers it is the mean of, by their
// percentile columns, with their weights, years and sources.
func scoreField(api *API, sources sourceCitations) pipe.Field {
	var columns, weights, names, years, ids []string
	for j, on := range scoreLayers(api.Layers, api.Environmental.Factors) {
		if !on {
			continue
		}
		l := api.Layers[j]
		f := factorOf(l, api.Environmental.Factors)
		columns, weights = append(columns, percentileColumn(l)), append(weights, pipe.Decimal(f.Weight))
		names, years = append(names, f.ShortName), append(years, l.Years)
		for _, id := range f.Measured.Sources {
			if !slices.Contains(ids, id) {
				ids = append(ids, id)
			}
		}
	}
	return pipe.Field{Name: scoreColumn, Heading: "Combined score (" + strings.Join(names, ", ") + ")",
		Meaning: pipe.Say(meaningScore).Keeping("percentiles", strings.Join(columns, ", "), "weights", strings.Join(weights, ", ")),
		Unit:    "percentile", Years: strings.Join(years, "; "), Source: sources.of(ids), Type: pipe.SchemaInteger, Minimum: &zero, Maximum: &topPercentile}
}

// pm25YearsDetail says where the yearly PM2.5 figures come from: this source of exposures/sources.csv,
// the one behind the PM2.5 layer's 2014-2018 mean. The file is fixed, as the USGS file is.
var pm25YearsDetail = struct{ Source string }{"acag-pm25"}

// pm25YearsDownload describes county-pm25-by-year.csv: the yearly PM2.5 in long format, a row per
// county and year, as data tools read a panel.
func pm25YearsDownload(api *API) pipe.Download {
	src := sourceNames(api.Environmental.MeasuredSources).of([]string{pm25YearsDetail.Source})
	years := fmt.Sprintf("%d-%d", api.PM25Medians.Years[0], api.PM25Medians.Years[len(api.PM25Medians.Years)-1])
	return pipe.Download{Name: measured.PM25DownloadName, Path: measured.ExportPM25Path, Title: "Annual mean PM2.5 of every county with yearly figures",
		PrimaryKey: []string{"fips", "year"},
		Fields: []pipe.Field{
			{Name: "fips", Heading: "FIPS", Meaning: pipe.Say(counties.MeaningFIPS), Source: counties.Source, Type: pipe.SchemaString, Pattern: counties.FIPSPattern},
			{Name: "year", Heading: "Year", Meaning: pipe.Say(meaningYearOfMean), Years: years, Type: pipe.SchemaYear},
			{Name: "pm25_ugm3", Heading: "PM2.5 (µg/m³)", Meaning: pipe.Say(meaningPM25Year),
				Unit: "µg/m³", Years: years, Source: src, Type: pipe.SchemaNumber, Minimum: &zero},
		}}
}

// sourceCitations names the measured sources by id, as the codebook's source column cites them.
type sourceCitations map[string]string

func sourceNames(sources []environmental.MeasuredSource) sourceCitations {
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
