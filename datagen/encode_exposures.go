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

// The USGS columns of the export, after every layer's.
const (
	usgsKgColumn       = "usgs_pesticide_kg_2018"
	usgsParaquatColumn = "usgs_paraquat_kg_2018"
)

func exposuresHeader(layers []Layer) []string {
	header := []string{"fips", "county", "state"}
	for _, l := range layers {
		header = append(header, l.ExportColumn, l.Factor+"_years", l.Factor+"_percentile", l.Factor+"_status")
	}
	return append(header, usgsKgColumn, usgsParaquatColumn)
}

// encodeExportExposures writes /api/export/exposures: one row per county, FIPS first, so a county's
// row is the one line that starts with its FIPS and a comma.
func encodeExportExposures(api *API) ([]byte, error) {
	var buf bytes.Buffer
	buf.Grow(160 * (len(api.Measured) + 1))
	w := csv.NewWriter(&buf)
	if err := w.Write(exposuresHeader(api.Layers)); err != nil {
		return nil, err
	}
	row := make([]string, 0, 5+4*len(api.Layers))
	for _, c := range api.Measured {
		row = append(row[:0], c.FIPS, c.Name, c.StateCode)
		for j, r := range c.Readings {
			if r.Status == StatusNoData {
				row = append(row, "", "", "", statusText[r.Status])
				continue
			}
			row = append(row, decimal(r.Value), api.Layers[j].Years, strconv.Itoa(r.Percentile), statusText[r.Status])
		}
		if c.HasUSGS {
			row = append(row, decimal(c.USGS.Kg), decimal(c.USGS.ParaquatKg))
		} else {
			row = append(row, "", "")
		}
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
		{exportExposuresName, "fips", "5-digit county FIPS code", "", "", censusCounties},
		{exportExposuresName, "county", "county name", "", "", censusCounties},
		{exportExposuresName, "state", "2-letter state postal code", "", "", censusCounties},
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
	for j, l := range api.Layers {
		f := api.Environmental.Factors[j]
		src := sourcesOf(f.Measured.Sources)
		absent := "no data: the source has no figure for the county"
		if l.NoneReported {
			absent = "none reported: the source covers every county and this one reported nothing (figure 0, percentile 0); no data: the county has no land area"
		}
		rows = append(rows,
			[]string{exportExposuresName, l.ExportColumn, f.Name + ": " + f.Measured.Measure, f.Measured.Unit, l.Years, src},
			[]string{exportExposuresName, l.Factor + "_years", "years the " + f.Name + " figure covers", "", l.Years, src},
			[]string{exportExposuresName, l.Factor + "_percentile", "national percentile of the " + f.Name +
				" figure: the share of US counties with a figure whose figure is lower, 0-99; ties share a percentile", "percentile", l.Years, src},
			[]string{exportExposuresName, l.Factor + "_status", "empty where there is a figure; otherwise " + absent, "", l.Years, src},
		)
	}
	usgs := sourcesOf([]string{usgsDetail.Source})
	rows = append(rows,
		[]string{exportExposuresName, usgsKgColumn, "USGS county estimate of agricultural pesticide use, all compounds (mean of the EPest low and high estimates); empty where this copy has no figure", "kg per year", usgsDetail.Years, usgs},
		[]string{exportExposuresName, usgsParaquatColumn, "the same estimate for paraquat alone", "kg per year", usgsDetail.Years, usgs},
	)
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	if err := w.WriteAll(rows); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
