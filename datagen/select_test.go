package datagen

import (
	"slices"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/demo"
)

func TestKeepStates(t *testing.T) {
	counties := []demo.County{{ID: "06001", StateCode: "CA"}, {ID: "12001", StateCode: "FL"}, {ID: "06003", StateCode: "CA"}}
	tests := []struct {
		name      string
		codes     []string
		wantIDs   []string
		wantEmpty []string
	}{
		{"no codes keeps every county", nil, []string{"06001", "12001", "06003"}, nil},
		{"one state, in the given order", []string{"CA"}, []string{"06001", "06003"}, nil},
		{"a code without counties is named", []string{"FL", "NV", "TX"}, []string{"12001"}, []string{"NV", "TX"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			kept, empty := keepStates(counties, tt.codes, func(c demo.County) string { return c.StateCode })
			var ids []string
			for _, c := range kept {
				ids = append(ids, c.ID)
			}
			if !slices.Equal(ids, tt.wantIDs) || !slices.Equal(empty, tt.wantEmpty) {
				t.Errorf("kept %q, empty %q; want %q, %q", ids, empty, tt.wantIDs, tt.wantEmpty)
			}
		})
	}
}
