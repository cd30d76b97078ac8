package measured

import (
	"math"
	"strconv"
)

// Exposures is /api/exposures: one column per field, county i at index i of every column, so the
// field names are written once rather than once per county.
type Exposures struct {
	Counties       ExposureCounties  `json:"counties"`
	StateNames     map[string]string `json:"stateNames"`
	Layers         []LayerColumn     `json:"layers"`
	Score          ScoreColumn       `json:"score"`
	USGSPesticides USGSColumns       `json:"usgsPesticides"`
}

// ScoreColumn is every county's combined score on the Measured view's first map (datagen's combinedScore),
// for the page to read where its selection is those layers: which layers have no figure, and so
// made no part of it, the layers' status columns say.
type ScoreColumn struct {
	Layers []string    `json:"layers"` // the factor ids it is over, in factors order
	Value  Percentiles `json:"value"`  // a whole number; null where none of the layers has a figure
}

// ExposureCounties names and places the counties of /api/exposures.
type ExposureCounties struct {
	FIPS  []string `json:"fips"`
	Name  []string `json:"name"`
	State []string `json:"state"`
	Lat   Numbers  `json:"lat"`
	Lon   Numbers  `json:"lon"`
}

// LayerColumn is one layer's readings; Status holds one character per county (datagen's Status: v a figure, n no data, r none reported).
type LayerColumn struct {
	ID         string      `json:"id"`
	Value      Numbers     `json:"value"`
	Percentile Percentiles `json:"percentile"`
	Status     string      `json:"status"`
}

// USGSColumns is the USGS county estimate shown beside the modelled pesticide figure.
type USGSColumns struct {
	Years      string  `json:"years"`
	Kg         Numbers `json:"kg"`
	KgPerKm2   Numbers `json:"kgPerKm2"`
	ParaquatKg Numbers `json:"paraquatKg"`
}

// Numbers is a JSON array of numbers in plain decimals, NaN written as null (no figure).
type Numbers []float64

func (ns Numbers) MarshalJSON() ([]byte, error) {
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

// Percentiles is a JSON array of whole percentiles, -1 written as null (no figure).
type Percentiles []int

func (ps Percentiles) MarshalJSON() ([]byte, error) {
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
