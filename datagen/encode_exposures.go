package datagen

import (
	"strconv"

	"github.com/pd-riskmap/riskmap/datagen/internal/figures"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

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

// exposureRows are each county's rows of county-exposures.csv and of the workbook, in the columns
// of exposuresExport. The row is reused between calls.
func exposureRows(api *API) pipe.CellRows {
	return func(yield func([]pipe.Cell) error) error {
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
}

// appendPopulation appends a county's population and its year; both empty for a county without one
// (only in hand-made test data: generate requires a figure for every county).
func appendPopulation(row []pipe.Cell, p Population) []pipe.Cell {
	if p.Year == 0 {
		return append(row, pipe.Cell{}, pipe.Cell{})
	}
	return append(row, pipe.NumberCell(float64(p.People)), pipe.TextCell(strconv.Itoa(p.Year)))
}
