package topojson

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/paulmach/orb"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/topology"
)

// TestEncodeReadsBack writes a county of one polygon sharing an arc (reversed) with a county of two
// polygons, one with a hole, and reads the file back: the same topology, and the properties given
// (none for the second).
func TestEncodeReadsBack(t *testing.T) {
	want := &topology.Topology{
		Transform: topology.Quantisation{ScaleX: 1e-6, ScaleY: 0.5, TranslateX: -125, TranslateY: 32},
		Arcs: []orb.LineString{
			{{0, 0}, {10, 0}, {10, 10}},
			{{10, 10}, {0, 10}, {0, 0}},
			{{10, 0}, {20, 0}, {20, 10}, {10, 10}},
			{{30, 30}, {40, 30}, {40, 40}, {30, 30}},
			{{33, 33}, {34, 33}, {34, 34}, {33, 33}},
		},
		Shapes: []topology.Shape{
			{ID: "06001", Polygons: [][][]int{{{0, 1}}}},
			{ID: "06003", Polygons: [][][]int{{{2, ^0}}, {{3}, {4}}}},
		},
	}
	properties := []json.RawMessage{json.RawMessage(`{"name":"Alameda"}`), nil}
	data := Encode(want, "counties", properties)
	got, gotProperties, problems := Read(bytes.NewReader(data), "c.json", "counties", geography.County)
	if len(problems) > 0 {
		t.Fatalf("%s\n%s", problems, data)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("read back\n%+v\nwant\n%+v", got, want)
	}
	if len(gotProperties) != 2 || string(gotProperties[0]) != `{"name":"Alameda"}` || gotProperties[1] != nil {
		t.Errorf("properties %q, want the first county's and none", gotProperties)
	}
}
