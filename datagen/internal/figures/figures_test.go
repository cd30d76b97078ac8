package figures

import (
	"slices"
	"testing"
)

func TestPercentiles(t *testing.T) {
	tests := []struct {
		name   string
		values []float64
		want   []int
	}{
		{"one value", []float64{5}, []int{0}},
		// Five values: 1 has none lower (0), the two 2s have one lower (20 each), 3 has three (60), 9 has four (80).
		{"ties share the lower percentile", []float64{3, 2, 9, 1, 2}, []int{60, 20, 80, 0, 20}},
		{"all tied", []float64{4, 4, 4}, []int{0, 0, 0}},
		// Three values: 2 of 3 lower is 66.7, rounded down.
		{"rounded down", []float64{1, 2, 3}, []int{0, 33, 66}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Percentiles(tt.values); !slices.Equal(got, tt.want) {
				t.Errorf("Percentiles(%v) = %v, want %v", tt.values, got, tt.want)
			}
		})
	}
}

func TestRound3(t *testing.T) {
	for v, want := range map[float64]float64{27.7000001: 27.7, 4025.6: 4030, 0.0012345: 0.00123, 0: 0} {
		if got := Round3(v); got != want {
			t.Errorf("Round3(%v) = %v, want %v", v, got, want)
		}
	}
}
