package datagen

import (
	"slices"
	"testing"
)

func TestCSVColumns(t *testing.T) {
	type tagged struct {
		First    string `csv:"first"`
		Untagged string
		Skipped  string `csv:"-"`
		Option   string `csv:"option,omitempty"`
	}
	tests := []struct {
		name string
		got  []string
		want []string
	}{
		{"tags in field order, untagged and - skipped, options cut", csvColumns[tagged](), []string{"first", "option"}},
		{"counties.csv", countyColumns, []string{"fips", "name", "state", "state_code", "latitude", "longitude"}},
		{"a figure file's fixed column", csvColumns[ExposureRow](), []string{"geoid"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !slices.Equal(tt.got, tt.want) {
				t.Errorf("columns = %q, want %q", tt.got, tt.want)
			}
		})
	}
}
