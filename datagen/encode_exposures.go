package datagen

import (
	"bytes"
	"encoding/csv"
	"math"
	"strconv"

	"github.com/pd-riskmap/riskmap/datagen/internal/figures"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
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

// statusText is the exports' word for a reading without a figure; empty where there is one.
var statusText = map[Status]string{StatusValue: "", StatusNoData: "no data", StatusNoneReported: "none reported"}

// The USGS columns of the exports, after every layer's.
const (
	usgsKgColumn       = "usgs_pesticide_kg_2018"
	usgsKgPerKm2Column = "usgs_pesticide_kg_per_km2_2018"
	usgsParaquatColumn = "usgs_paraquat_kg_2018"
)

// appendMeasured appends a county's cells in the columns of measuredFields; nil is a county with no
// figure on any layer.
func appendMeasured(row []pipe.Cell, c *MeasuredCounty, layers []Layer) []pipe.Cell {
	for j, l := range layers {
		if c == nil || c.Readings[j].Status == StatusNoData {
			row = append(row, pipe.Cell{}, pipe.Cell{}, pipe.Cell{}, pipe.TextCell(statusText[StatusNoData]))
			continue
		}
		r := c.Readings[j]
		row = append(row, pipe.NumberCell(r.Value), pipe.TextCell(l.Years), pipe.NumberCell(float64(r.Percentile)), pipe.TextCell(statusText[r.Status]))
	}
	score := pipe.Cell{}
	if c != nil && c.Score != figures.NoScore {
		score = pipe.NumberCell(float64(c.Score))
	}
	row = append(row, score)
	kg, perKm2, paraquat := pipe.Cell{}, pipe.Cell{}, pipe.Cell{}
	if c != nil && c.HasUSGS {
		kg, paraquat = pipe.NumberCell(c.USGS.Kg), pipe.NumberCell(c.USGS.ParaquatKg)
	}
	if c != nil && c.HasUSGSDensity {
		perKm2 = pipe.NumberCell(c.USGSKgPerKm2)
	}
	return append(row, kg, perKm2, paraquat)
}

// exposureRows calls yield with each county's row of county-exposures.csv and of the workbook, in
// the columns of exposuresExport. The row is reused between calls.
func exposureRows(api *API, yield func([]pipe.Cell) error) error {
	row := make([]pipe.Cell, 0, 6+4*len(api.Layers))
	for i := range api.Measured {
		c := &api.Measured[i]
		row = append(row[:0], pipe.TextCell(c.FIPS), pipe.TextCell(c.Name), pipe.TextCell(c.StateCode))
		row = appendMeasured(appendPopulation(row, c.Population), c, api.Layers)
		if err := yield(row); err != nil {
			return err
		}
	}
	return nil
}

// encodeExportExposures writes /api/export/exposures: one row per county, FIPS first, so a county's
// row is the one line that starts with its FIPS and a comma.
func encodeExportExposures(api *API, d pipe.Download) ([]byte, error) {
	var buf bytes.Buffer
	buf.Grow(160 * (len(api.Measured) + 1))
	w := csv.NewWriter(&buf)
	header := d.Names()
	if err := w.Write(header); err != nil {
		return nil, err
	}
	record := make([]string, len(header))
	err := exposureRows(api, func(row []pipe.Cell) error {
		return w.Write(pipe.Texts(record, row))
	})
	if err != nil {
		return nil, err
	}
	w.Flush()
	return buf.Bytes(), w.Error()
}

// appendPopulation appends a county's population and its year; both empty for a county without one
// (only in hand-made test data: generate requires a figure for every county).
func appendPopulation(row []pipe.Cell, p Population) []pipe.Cell {
	if p.Year == 0 {
		return append(row, pipe.Cell{}, pipe.Cell{})
	}
	return append(row, pipe.NumberCell(float64(p.People)), pipe.TextCell(strconv.Itoa(p.Year)))
}

// encodePM25Years writes /api/export/pm25-by-year: a row per county and year, FIPS then year order.
func encodePM25Years(figures []figures.YearFigure, d pipe.Download) ([]byte, error) {
	var buf bytes.Buffer
	buf.Grow(20 * (len(figures) + 1))
	w := csv.NewWriter(&buf)
	if err := w.Write(d.Names()); err != nil {
		return nil, err
	}
	for _, y := range figures {
		if err := w.Write([]string{y.FIPS, strconv.Itoa(y.Year), pipe.Decimal(y.Value)}); err != nil {
			return nil, err
		}
	}
	w.Flush()
	return buf.Bytes(), w.Error()
}
