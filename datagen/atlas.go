package datagen

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"path/filepath"

	"github.com/paulmach/orb"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/topology"
)

// The county outlines: us-atlas's TopoJSON of the Census cartographic boundary files (data/shapes/SOURCE.md).
const (
	ShapesDir        = "shapes"
	CountyAtlasFile  = "counties-10m.json"
	countyAtlasLayer = "counties"
)

// atlasFile is the part of a TopoJSON file the generator reads.
type atlasFile struct {
	Type      string `json:"type"`
	Transform *struct {
		Scale     []float64 `json:"scale"`
		Translate []float64 `json:"translate"`
	} `json:"transform"`
	Objects map[string]struct {
		Type       string `json:"type"`
		Geometries []struct {
			Type string          `json:"type"`
			ID   json.RawMessage `json:"id"`
			Arcs json.RawMessage `json:"arcs"`
		} `json:"geometries"`
	} `json:"objects"`
	Arcs [][][]float64 `json:"arcs"`
}

// ReadAtlas reads the named object of a quantised TopoJSON file (as us-atlas writes it) into a
// Topology with absolute quantised points, checking that every area is a Polygon or MultiPolygon
// with an id of g's form, once, and that its arc references exist. The file is one line, so a
// problem names the byte or the area (objects.counties.geometries[12], id "06019") instead.
func ReadAtlas(r io.Reader, file, object string, g geography.Geography) (*topology.Topology, ErrorList) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, ErrorList{{File: file, Message: "cannot read file: " + pathErrText(err)}}
	}
	var atlas atlasFile
	if err := json.Unmarshal(data, &atlas); err != nil {
		return nil, ErrorList{pipe.JSONProblem(file, err, data)}
	}
	fail := func(format string, args ...any) (*topology.Topology, ErrorList) {
		return nil, ErrorList{{File: file, Message: fmt.Sprintf(format, args...)}}
	}
	if atlas.Type != "Topology" {
		return fail("type is %q; a TopoJSON file's type is \"Topology\"", atlas.Type)
	}
	tr := atlas.Transform
	if tr == nil || len(tr.Scale) != 2 || len(tr.Translate) != 2 || !(tr.Scale[0] > 0) || !(tr.Scale[1] > 0) {
		return fail("no transform with two positive scales and two translates; the file must be quantised (topoquantize)")
	}
	objects, ok := atlas.Objects[object]
	if !ok || objects.Type != "GeometryCollection" {
		return fail("objects has no %q GeometryCollection", object)
	}
	t := &topology.Topology{
		Transform: topology.Quantisation{ScaleX: tr.Scale[0], ScaleY: tr.Scale[1], TranslateX: tr.Translate[0], TranslateY: tr.Translate[1]},
		Arcs:      make([]orb.LineString, len(atlas.Arcs)),
	}
	var errs ErrorList
	for i, arc := range atlas.Arcs {
		line := make(orb.LineString, len(arc))
		var x, y float64
		for k, p := range arc {
			if len(p) != 2 || p[0] != math.Trunc(p[0]) || p[1] != math.Trunc(p[1]) {
				errs = append(errs, Problem{File: file, Message: fmt.Sprintf("arcs[%d][%d]: %v is not a pair of whole numbers", i, k, p)})
				break
			}
			// TopoJSON gives an arc's first point in full and the rest as steps from the one before.
			x, y = x+p[0], y+p[1]
			if k == 0 {
				x, y = p[0], p[1]
			}
			line[k] = orb.Point{x, y}
		}
		if len(arc) < 2 {
			errs = append(errs, Problem{File: file, Message: fmt.Sprintf("arcs[%d]: an arc needs two points or more, it has %d", i, len(arc))})
		}
		t.Arcs[i] = line
	}
	seen := map[string]int{}
	for i, geometry := range objects.Geometries {
		at := fmt.Sprintf("objects.%s.geometries[%d]", object, i)
		var id string
		if json.Unmarshal(geometry.ID, &id) != nil || !g.IsID(id) {
			errs = append(errs, Problem{File: file, Message: fmt.Sprintf("%s: id %s is not a %s id of %d digits in quotes", at, geometry.ID, g.ID, g.IDLength)})
			continue
		}
		at += fmt.Sprintf(" (id %s)", id)
		if first, dup := seen[id]; dup {
			errs = append(errs, Problem{File: file, Message: fmt.Sprintf("%s: id %s is already geometries[%d]", at, id, first)})
			continue
		}
		seen[id] = i
		polygons, err := atlasPolygons(geometry.Type, geometry.Arcs, len(t.Arcs))
		if err != nil {
			errs = append(errs, Problem{File: file, Message: fmt.Sprintf("%s: %v", at, err)})
			continue
		}
		t.Shapes = append(t.Shapes, topology.Shape{ID: id, Polygons: polygons})
	}
	return t, errs
}

// atlasPolygons reads a geometry's arc references: a Polygon's rings or a MultiPolygon's polygons.
func atlasPolygons(kind string, raw json.RawMessage, arcs int) ([][][]int, error) {
	var polygons [][][]int
	switch kind {
	case "Polygon":
		var rings [][]int
		if err := json.Unmarshal(raw, &rings); err != nil {
			return nil, errors.New("arcs is not a list of rings of arc numbers")
		}
		polygons = [][][]int{rings}
	case "MultiPolygon":
		if err := json.Unmarshal(raw, &polygons); err != nil {
			return nil, errors.New("arcs is not a list of polygons of rings of arc numbers")
		}
	default:
		return nil, fmt.Errorf("type is %q; an area is a Polygon or a MultiPolygon", kind)
	}
	if len(polygons) == 0 {
		return nil, errors.New("has no polygon")
	}
	for _, rings := range polygons {
		if len(rings) == 0 {
			return nil, errors.New("has a polygon with no ring")
		}
		for _, ring := range rings {
			if len(ring) == 0 {
				return nil, errors.New("has a ring with no arc")
			}
			for _, ref := range ring {
				if topology.ArcOf(ref) >= arcs {
					return nil, fmt.Errorf("names arc %d; the file has %d", topology.ArcOf(ref), arcs)
				}
			}
		}
	}
	return polygons, nil
}

// countyAtlasPath is where the county outlines are in the data folder.
func countyAtlasPath(dir string) string { return filepath.Join(dir, ShapesDir, CountyAtlasFile) }
