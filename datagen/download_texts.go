package datagen

import (
	"slices"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/codebook"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/compounds"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/environmental"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
)

// The generator's own words: the meaning of each column of the CSV downloads (downloads.go) and the
// sentence under each Measured layer (measure.go). Each is written once here, in English, and said
// in Spanish through data/translations_es.csv, which validate requires to hold every one of them. A
// {name} is filled with a data text (a layer's name, its measure) or a number.
const (
	meaningFIPS             = "5-digit county FIPS code"
	meaningCountyName       = "county name"
	meaningStateName        = "state name"
	meaningStateCode        = "2-letter state postal code"
	meaningFIPSCode         = "5-digit county FIPS code, equal to id"
	meaningLatitude         = "a point inside the county, degrees north"
	meaningLongitude        = "the same point, degrees east (negative in the Americas)"
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

	meaningTractGEOID      = "11-digit GEOID of the census tract (2010 tracts, as CalEnviroScreen 4.0 uses them), text with its leading zero"
	meaningTractNumber     = "the tract's number within its county, as the Census Bureau writes it (10, 2049.20)"
	meaningTractZIP        = "the ZIP Code the tract falls within, as CalEnviroScreen 4.0 publishes it (text; 8 tracts have a 2-digit value)"
	meaningTractPopulation = "people living in the tract: an American Community Survey estimate (2015-2019), as CalEnviroScreen 4.0 gives it"
	meaningTractValue      = "CalEnviroScreen 4.0's {column} indicator in the tract, shown on the {layer} layer; empty where OEHHA has no data"
	meaningTractScore      = "combined score of the tract's Measured map: the mean of its California percentiles {percentiles} with weights {weights}, the county's combined score's layers and weights, over those with a figure, rounded to a whole number, 0-100; empty where none has a figure"
	meaningTractPercentile = "California percentile of {column} as OEHHA publishes it, 0-100: the share of ranked California tracts whose value is the same or lower; tracts whose value is 0 are not ranked and have percentile 0. OEHHA ranked unrounded values, so a value shown as 0 may have a percentile above 0; empty where OEHHA has no data"

	// tractPercentileName says what a tract's percentile is, wherever one is shown.
	tractPercentileName = "California percentile (CalEnviroScreen 4.0)"
	// tractsNotPeople is said wherever the tract figures are: what they describe and what they cannot say.
	tractsNotPeople = "Tracts describe places, not people: the figures are exposures measured or modelled in each census tract, " +
		"and say neither that a place causes disease nor what any one person's risk is."
	// tractLicence is the terms of CalEnviroScreen 4.0 (data/ces4/SOURCE.md, "Licence / terms").
	tractLicence = "No licence stated; published by a California state agency for public use, to be cited as OEHHA, CalEnviroScreen 4.0 (October 2021)"
)

// generatorTexts are the texts above, which data/translations_es.csv must translate whatever the
// data holds: the yearly PM2.5 download's words are needed even in a build without its file, so a
// translation of them is never reported as a translation of nothing. The pesticide compounds' and
// the Superfund sites' and the codebook's words are their packages'.
var generatorTexts = append([]string{
	meaningFIPS, meaningCountyName, meaningStateName, meaningStateCode, meaningFIPSCode, meaningLatitude,
	meaningLongitude, meaningPopulation, meaningPopulationYear, meaningLayerFigure, meaningLayerYears,
	meaningLayerPercentile, meaningStatusNoData, meaningStatusNoneReport, meaningScore, meaningUSGSKg, meaningUSGSKgPerKm2,
	meaningUSGSParaquat, meaningYearOfMean, meaningPM25Year, meaningTractGEOID, meaningTractNumber, meaningTractZIP, meaningTractPopulation,
	meaningTractValue, meaningTractPercentile, meaningTractScore, tractPercentileName, tractsNotPeople, tractLicence,
}, slices.Concat(environmental.Texts, codebook.Texts, compounds.GeneratorTexts, sites.Texts())...)
