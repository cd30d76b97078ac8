// Package topojson reads and writes quantised TopoJSON (github.com/topojson/topojson-specification):
// the county outlines as us-atlas publishes them, and the census tracts' outlines as riskmap import
// prepares them from their GeoJSON, so that generate reads each geography's shapes the same way and
// never rebuilds a topology.
package topojson

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/paulmach/orb"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/topology"
)

// file is the part of a TopoJSON file the generator reads.
type file struct {
	Type      string `json:"type"`
	Transform *struct {
		Scale     []float64 `json:"scale"`
		Translate []float64 `json:"translate"`
	} `json:"transform"`
	Objects map[string]struct {
		Type       string `json:"type"`
		Geometries []struct {
			Type       string          `json:"type"`
			ID         json.RawMessage `json:"id"`
			Arcs       json.RawMessage `json:"arcs"`
			Properties json.RawMessage `json:"properties"`
		} `json:"geometries"`
	} `json:"objects"`
	Arcs arcList `json:"arcs"`
}

// arcList is a file's arcs as written: each a list of points, each point a list of numbers. It
// counts them first and then reads them into three arrays, of numbers, points and arcs, that the
// lists share, where encoding/json would make a slice for every point and grow every list (a census
// tract file has hundreds of thousands).
type arcList [][][]float64

func (a *arcList) UnmarshalJSON(data []byte) error {
	var arcs, points, numbers int
	count := numberLists{data: data, skip: true}
	count.list(func() {
		arcs++
		count.list(func() {
			points++
			count.list(func() { numbers++; count.number() })
		})
	})
	if count.err != nil {
		return count.err
	}
	read := numberLists{data: data}
	numberAt, pointAt := make([]float64, 0, numbers), make([][]float64, 0, points)
	*a = make(arcList, 0, arcs)
	read.list(func() {
		first := len(pointAt)
		read.list(func() {
			n := len(numberAt)
			read.list(func() { numberAt = append(numberAt, read.number()) })
			pointAt = append(pointAt, numberAt[n:len(numberAt):len(numberAt)])
		})
		*a = append(*a, pointAt[first:len(pointAt):len(pointAt)])
	})
	return nil
}

// numberLists walks JSON lists of lists of numbers, which encoding/json has already found valid.
type numberLists struct {
	data []byte
	at   int
	skip bool // only find where each number ends
	err  *arcsProblem
}

// arcsProblem says where the arcs stop being lists of points of numbers: at counts from 0, the
// message from 1, as an editor does.
type arcsProblem struct {
	at   int
	want string
}

func (e *arcsProblem) Error() string {
	return fmt.Sprintf("arcs: byte %d of the arcs is not %s; arcs are lists of points, each a list of numbers", e.at+1, e.want)
}

func (p *numberLists) space() {
	for p.at < len(p.data) && strings.IndexByte(" \t\r\n", p.data[p.at]) >= 0 {
		p.at++
	}
}

// list reads a list, calling item at each of its items.
func (p *numberLists) list(item func()) {
	if p.space(); p.err != nil || p.at >= len(p.data) || p.data[p.at] != '[' {
		p.fail("a list")
		return
	}
	p.at++
	if p.space(); p.at < len(p.data) && p.data[p.at] == ']' {
		p.at++
		return
	}
	for p.err == nil {
		item()
		if p.space(); p.at < len(p.data) && p.data[p.at] == ',' {
			p.at++
			continue
		}
		if p.at < len(p.data) && p.data[p.at] == ']' {
			p.at++
			return
		}
		p.fail("a comma or the end of a list")
	}
}

func (p *numberLists) number() float64 {
	p.space()
	end := p.at
	for end < len(p.data) && strings.IndexByte("+-.0123456789eE", p.data[end]) >= 0 {
		end++
	}
	if p.skip && end > p.at {
		p.at = end
		return 0
	}
	v, err := strconv.ParseFloat(string(p.data[p.at:end]), 64)
	if err != nil {
		p.fail("a number")
	}
	p.at = end
	return v
}

func (p *numberLists) fail(want string) {
	if p.err == nil {
		p.err = &arcsProblem{at: p.at, want: want}
	}
}

// Read reads the named object of a quantised TopoJSON file (as us-atlas writes it) into a Topology
// with absolute quantised points, checking that every area is a Polygon or MultiPolygon with an id
// of g's form, once, and that its arc references exist. It gives each shape's properties as the
// file writes them (nil where it has none). A problem names the byte, or the area
// (objects.counties.geometries[12], id "06019"), since us-atlas writes the file as one line.
func Read(r io.Reader, name, object string, g geography.Geography) (*topology.Topology, []json.RawMessage, pipe.Problems) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, nil, pipe.Problems{pipe.CannotRead(name, err)}
	}
	var atlas file
	fail := func(format string, args ...any) (*topology.Topology, []json.RawMessage, pipe.Problems) {
		return nil, nil, pipe.Problems{{File: name, Message: fmt.Sprintf(format, args...)}}
	}
	if err := json.Unmarshal(data, &atlas); err != nil {
		if bad := (*arcsProblem)(nil); errors.As(err, &bad) {
			return fail("%v", bad)
		}
		return nil, nil, pipe.Problems{pipe.JSONProblem(name, err, data)}
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
	var (
		errs       pipe.Problems
		properties []json.RawMessage
	)
	for i, arc := range atlas.Arcs {
		line := make(orb.LineString, len(arc))
		var x, y float64
		for k, p := range arc {
			if len(p) != 2 || p[0] != math.Trunc(p[0]) || p[1] != math.Trunc(p[1]) {
				errs = append(errs, pipe.Problem{File: name, Message: fmt.Sprintf("arcs[%d][%d]: %v is not a pair of whole numbers", i, k, p)})
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
			errs = append(errs, pipe.Problem{File: name, Message: fmt.Sprintf("arcs[%d]: an arc needs two points or more, it has %d", i, len(arc))})
		}
		t.Arcs[i] = line
	}
	seen := map[string]int{}
	for i, geometry := range objects.Geometries {
		at := fmt.Sprintf("objects.%s.geometries[%d]", object, i)
		var id string
		if json.Unmarshal(geometry.ID, &id) != nil || !g.IsID(id) {
			errs = append(errs, pipe.Problem{File: name, Message: fmt.Sprintf("%s: id %s is not a %s id of %d digits in quotes", at, geometry.ID, g.ID, g.IDLength)})
			continue
		}
		at += fmt.Sprintf(" (id %s)", id)
		if first, dup := seen[id]; dup {
			errs = append(errs, pipe.Problem{File: name, Message: fmt.Sprintf("%s: id %s is already geometries[%d]", at, id, first)})
			continue
		}
		seen[id] = i
		polygons, err := atlasPolygons(geometry.Type, geometry.Arcs, len(t.Arcs))
		if err != nil {
			errs = append(errs, pipe.Problem{File: name, Message: fmt.Sprintf("%s: %v", at, err)})
			continue
		}
		t.Shapes = append(t.Shapes, topology.Shape{ID: id, Polygons: polygons})
		properties = append(properties, geometry.Properties)
	}
	return t, properties, errs
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

// Encode writes t's shapes as the named object of a quantised TopoJSON file that Read reads back
// as t: each shape a Polygon or MultiPolygon with its properties (none where nil), each arc's first
// point in full and the rest as steps from the one before. Each geometry and each arc is a line of
// its own, so a diff or `sed -n` shows one.
func Encode(t *topology.Topology, object string, properties []json.RawMessage) []byte {
	number := func(b []byte, v float64) []byte { return strconv.AppendFloat(b, v, 'g', -1, 64) }
	q := t.Transform
	b := []byte(`{"type":"Topology","transform":{"scale":[`)
	b = append(number(append(number(b, q.ScaleX), ','), q.ScaleY), `],"translate":[`...)
	b = append(number(append(number(b, q.TranslateX), ','), q.TranslateY), `]},"objects":{`...)
	b = strconv.AppendQuote(b, object)
	b = append(b, `:{"type":"GeometryCollection","geometries":[`...)
	for i, s := range t.Shapes {
		if i > 0 {
			b = append(b, ',')
		}
		polygons := any(s.Polygons)
		kind := "MultiPolygon"
		if len(s.Polygons) == 1 {
			polygons, kind = s.Polygons[0], "Polygon"
		}
		b = append(b, "\n{\"type\":\""+kind+"\",\"id\":"...)
		b = strconv.AppendQuote(b, s.ID)
		if i < len(properties) && properties[i] != nil {
			b = append(append(b, `,"properties":`...), properties[i]...)
		}
		arcs, _ := json.Marshal(polygons) // lists of ints: no error
		b = append(append(append(b, `,"arcs":`...), arcs...), '}')
	}
	b = append(b, "\n]}},\"arcs\":["...)
	for i, arc := range t.Arcs {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, "\n["...)
		var x, y int64
		for k, p := range arc {
			if k > 0 {
				b = append(b, ',')
			}
			px, py := int64(p[0]), int64(p[1])
			b = append(strconv.AppendInt(append(strconv.AppendInt(append(b, '['), px-x, 10), ','), py-y, 10), ']')
			x, y = px, py
		}
		b = append(b, ']')
	}
	return append(b, "\n]}\n"...)
}
