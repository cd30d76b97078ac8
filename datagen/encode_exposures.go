package datagen

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"math"
	"strconv"
	"strings"
)

// numbers is a JSON array of numbers in plain decimals, NaN written as null (no figure).
type numbers []float64

func (ns numbers) MarshalJSON() ([]byte, error) {
	b := make([]byte, 0, 8*len(ns)+2)
	b = append(b, '[')
	for i, v := range ns {
		if i > 0 {
			b = append(b, ',')
		}
		if math.IsNaN(v) {
			b = append(b, "null"...)
		} else {
			b = strconv.AppendFloat(b, v, 'f', -1, 64)
		}
	}
	return append(b, ']'), nil
}

// percentiles is a JSON array of whole percentiles, -1 written as null (no figure).
type percentiles []int

func (ps percentiles) MarshalJSON() ([]byte, error) {
	b := make([]byte, 0, 3*len(ps)+2)
	b = append(b, '[')
	for i, p := range ps {
		if i > 0 {
			b = append(b, ',')
		}
		if p < 0 {
			b = append(b, "null"...)
		} else {
			b = strconv.AppendInt(b, int64(p), 10)
		}
	}
	return append(b, ']'), nil
}

// encodeCompactJSON is encodeJSON without the indent, for the one file whose size matters.
func encodeCompactJSON(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// statusText is the export's word for a reading without a figure; empty where there is one.
var statusText = map[Status]string{StatusValue: "", StatusNoData: "no data", StatusNoneReported: "none reported"}

// The USGS columns of the exports, after every layer's.
const (
	usgsKgColumn       = "usgs_pesticide_kg_2018"
	usgsKgPerKm2Column = "usgs_pesticide_kg_per_km2_2018"
	usgsParaquatColumn = "usgs_paraquat_kg_2018"
)

// measuredHeader names the measured columns, the same in every export, after its county columns.
func measuredHeader(layers []Layer) []string {
	header := make([]string, 0, 4*len(layers)+3)
	for _, l := range layers {
		header = append(header, l.ExportColumn, l.Factor+"_years", l.Factor+"_percentile", l.Factor+"_status")
	}
	return append(header, usgsKgColumn, usgsKgPerKm2Column, usgsParaquatColumn)
}

// appendMeasured appends a county's cells in measuredHeader's order; nil is a county with no figure
// on any layer.
func appendMeasured(row []string, c *MeasuredCounty, layers []Layer) []string {
	for j, l := range layers {
		if c == nil || c.Readings[j].Status == StatusNoData {
			row = append(row, "", "", "", statusText[StatusNoData])
			continue
		}
		r := c.Readings[j]
		row = append(row, decimal(r.Value), l.Years, strconv.Itoa(r.Percentile), statusText[r.Status])
	}
	kg, perKm2, paraquat := "", "", ""
	if c != nil && c.HasUSGS {
		kg, paraquat = decimal(c.USGS.Kg), decimal(c.USGS.ParaquatKg)
	}
	if c != nil && c.HasUSGSDensity {
		perKm2 = decimal(c.USGSKgPerKm2)
	}
	return append(row, kg, perKm2, paraquat)
}

// encodeExportExposures writes /api/export/exposures: one row per county, FIPS first, so a county's
// row is the one line that starts with its FIPS and a comma.
func encodeExportExposures(api *API) ([]byte, error) {
	var buf bytes.Buffer
	buf.Grow(160 * (len(api.Measured) + 1))
	w := csv.NewWriter(&buf)
	if err := w.Write(append([]string{"fips", "county", "state"}, measuredHeader(api.Layers)...)); err != nil {
		return nil, err
	}
	row := make([]string, 0, 6+4*len(api.Layers))
	for i := range api.Measured {
		c := &api.Measured[i]
		row = appendMeasured(append(row[:0], c.FIPS, c.Name, c.StateCode), c, api.Layers)
		if err := w.Write(row); err != nil {
			return nil, err
		}
	}
	w.Flush()
	return buf.Bytes(), w.Error()
}

func decimal(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// The export files as they are downloaded, named in the codebook's file column.
const (
	exportCSVName       = "environmental-data.csv"
	exportExposuresName = "county-exposures.csv"
)

// censusCounties is the source of the county names, codes and points of both exports.
const censusCounties = "US Census Bureau, cartographic boundary files 2017 (via us-atlas 3.0.1)"

// encodeCodebook writes /api/export/codebook: a row per column of both exports saying what it holds.
func encodeCodebook(api *API) ([]byte, error) {
	rows := [][]string{
		{"file", "column", "meaning", "unit", "years", "source"},
		{exportCSVName, "id", "5-digit county FIPS code", "", "", censusCounties},
		{exportCSVName, "name", "county name", "", "", censusCounties},
		{exportCSVName, "state", "state name", "", "", censusCounties},
		{exportCSVName, "stateCode", "2-letter state postal code", "", "", censusCounties},
		{exportCSVName, "fipsCode", "5-digit county FIPS code, equal to id", "", "", censusCounties},
		{exportCSVName, "latitude", "a point inside the county, degrees north", "degrees (WGS84)", "", censusCounties},
		{exportCSVName, "longitude", "the same point, degrees east (negative in the Americas)", "degrees (WGS84)", "", censusCounties},
	}
	sourceNames := map[string]string{}
	for _, s := range api.Environmental.MeasuredSources {
		sourceNames[s.ID] = s.Publisher + ": " + s.Dataset + " (" + s.Years + ")"
	}
	sourcesOf := func(ids []string) string {
		names := make([]string, len(ids))
		for i, id := range ids {
			names[i] = sourceNames[id]
		}
		return strings.Join(names, "; ")
	}
	measured := measuredCodebook(api, sourcesOf)
	for _, row := range measured {
		rows = append(rows, append([]string{exportCSVName}, row...))
	}
	rows = append(rows,
		[]string{exportExposuresName, "fips", "5-digit county FIPS code", "", "", censusCounties},
		[]string{exportExposuresName, "county", "county name", "", "", censusCounties},
		[]string{exportExposuresName, "state", "2-letter state postal code", "", "", censusCounties},
	)
	for _, row := range measured {
		rows = append(rows, append([]string{exportExposuresName}, row...))
	}
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	if err := w.WriteAll(rows); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// measuredCodebook describes the measured columns (column, meaning, unit, years, source), which both
// exports share.
func measuredCodebook(api *API, sourcesOf func(ids []string) string) [][]string {
	var rows [][]string
	for j, l := range api.Layers {
		f := api.Environmental.Factors[j]
		src := sourcesOf(f.Measured.Sources)
		absent := "no data: the source has no figure for the county"
		if l.NoneReported {
			absent = "none reported: the source covers every county and this one reported nothing (figure 0, percentile 0); no data: the county has no land area"
		}
		rows = append(rows,
			[]string{l.ExportColumn, f.Name + ": " + f.Measured.Measure, f.Measured.Unit, l.Years, src},
			[]string{l.Factor + "_years", "years the " + f.Name + " figure covers", "", l.Years, src},
			[]string{l.Factor + "_percentile", "national percentile of the " + f.Name +
				" figure: the share of US counties with a figure whose figure is lower, 0-99; ties share a percentile", "percentile", l.Years, src},
			[]string{l.Factor + "_status", "empty where there is a figure; otherwise " + absent, "", l.Years, src},
		)
	}
	usgs := sourcesOf([]string{usgsDetail.Source})
	return append(rows,
		[]string{usgsKgColumn, "USGS county estimate of agricultural pesticide use, all compounds (mean of the EPest low and high estimates); empty where this copy has no figure", "kg per year", usgsDetail.Years, usgs},
		[]string{usgsKgPerKm2Column, "the same USGS estimate over the county's land area (the land area of the per-km² layers), in the unit of the modelled pesticide estimate", "kg/km² per year", usgsDetail.Years, usgs},
		[]string{usgsParaquatColumn, "the same estimate for paraquat alone", "kg per year", usgsDetail.Years, usgs},
	)
}
