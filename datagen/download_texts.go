package datagen

import (
	"slices"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/codebook"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/compounds"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/counties"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/demo"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/environmental"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/tracts"
)

// The generator's own words: the meaning of each column of the CSV downloads (downloads.go) and the
// sentence under each Measured layer (measure.go). Each is written once here, in English, and said
// in Spanish through data/translations_es.csv, which validate requires to hold every one of them. A
// {name} is filled with a data text (a layer's name, its measure) or a number.
const (
	meaningPopulation       = "resident population of the county: an estimate for July 1 of population_year, or the census count for April 1, 2020 (Puerto Rico). The Measured view's sentence under each layer (\"N people live in the 10% of counties with the highest ...\") adds this column over the counties whose percentile on that layer is 90 or more"
	meaningPopulationYear   = "the year of the population figure: 2023 for most counties, 2021 for Connecticut's eight (the Census now gives Connecticut as planning regions), 2020 for Puerto Rico"
	meaningLayerFigure      = "{layer}: {measure}"
	meaningLayerYears       = "years the {layer} figure covers"
	meaningLayerPercentile  = "national percentile of the {layer} figure: the share of US counties with a figure whose figure is lower, 0-99; ties share a percentile"
	meaningStatusNoData     = "empty where there is a figure; otherwise no data: the source has no figure for the county"
	meaningStatusNoneReport = "empty where there is a figure; otherwise none reported: the source covers every county and this one reported nothing (figure 0, percentile 0); no data: the county has no land area"
	meaningScore            = "combined score of the Measured view's first map: the mean of {percentiles} with weights {weights}, over those with a figure (a layer whose status is no data is left out, with its weight), rounded to a whole number, 0-99; empty where none has a figure"
	meaningUSGSKg           = "USGS county estimate of agricultural pesticide use, all compounds (mean of the EPest low and high estimates); empty where this copy has no figure"
	meaningUSGSKgPerKm2     = "the same USGS estimate over the county's land area (the land area of the per-km² layers), in the unit of the modelled pesticide estimate"
	meaningUSGSParaquat     = "the same estimate for paraquat alone"
	meaningYearOfMean       = "the year of the mean"
	meaningPM25Year         = "annual mean fine particulate matter (PM2.5), satellite-model estimate averaged over the county"
)

// generatorTexts are the texts above, which data/translations_es.csv must translate whatever the
// data holds: the yearly PM2.5 download's words are needed even in a build without its file, so a
// translation of them is never reported as a translation of nothing. The pesticide compounds',
// the Superfund sites', the census tracts' and the codebook's words are their packages'.
var generatorTexts = append([]string{
	meaningPopulation, meaningPopulationYear, meaningLayerFigure, meaningLayerYears,
	meaningLayerPercentile, meaningStatusNoData, meaningStatusNoneReport, meaningScore, meaningUSGSKg, meaningUSGSKgPerKm2,
	meaningUSGSParaquat, meaningYearOfMean, meaningPM25Year,
}, slices.Concat(counties.Texts, demo.Texts, environmental.Texts, codebook.Texts, compounds.GeneratorTexts, sites.Texts(), tracts.Texts)...)
