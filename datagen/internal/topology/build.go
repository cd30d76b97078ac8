package topology

import (
	"encoding/binary"
	"math"

	"github.com/paulmach/orb"
)

// AreaPolygons is an area's polygons in longitude and latitude, before they share arcs.
type AreaPolygons struct {
	ID       string
	Polygons orb.MultiPolygon
}

// qpoint is a quantised point.
type qpoint struct{ x, y int64 }

// Build turns areas drawn polygon by polygon into a Topology, as TopoJSON's topology()
// does: the points are quantised with q, a point where the rings through it stop running side by
// side is a junction, each ring is cut into arcs at its junctions, and an arc met again (forwards
// or backwards, along the neighbour's ring) is stored once and named by both. The neighbours'
// shared borders must have the same vertices, as the Census's generalised files have. A ring with
// no junction is one closed arc, started at its least point so an island and the hole around it
// are the same arc.
func Build(areas []AreaPolygons, q Quantisation) *Topology {
	quantise := func(p orb.Point) qpoint {
		return qpoint{int64(math.Round((p[0] - q.TranslateX) / q.ScaleX)), int64(math.Round((p[1] - q.TranslateY) / q.ScaleY))}
	}
	// Every ring quantised, without repeated points and without its closing point.
	rings := make([][][][]qpoint, len(areas))
	for a, area := range areas {
		rings[a] = make([][][]qpoint, len(area.Polygons))
		for p, polygon := range area.Polygons {
			for _, ring := range polygon {
				var points []qpoint
				for _, pt := range ring {
					if qp := quantise(pt); len(points) == 0 || qp != points[len(points)-1] {
						points = append(points, qp)
					}
				}
				for len(points) > 1 && points[len(points)-1] == points[0] {
					points = points[:len(points)-1]
				}
				if len(points) >= 3 {
					rings[a][p] = append(rings[a][p], points)
				}
			}
		}
	}
	junctions := findJunctions(rings)

	t := &Topology{Transform: q}
	arcIndex := map[string]int{}
	addArc := func(points []qpoint) int {
		forward := arcKey(points, false)
		if i, ok := arcIndex[forward]; ok {
			return i
		}
		if i, ok := arcIndex[arcKey(points, true)]; ok {
			return ^i
		}
		arc := make(orb.LineString, len(points))
		for k, p := range points {
			arc[k] = orb.Point{float64(p.x), float64(p.y)}
		}
		t.Arcs = append(t.Arcs, arc)
		arcIndex[forward] = len(t.Arcs) - 1
		return len(t.Arcs) - 1
	}
	for a, area := range areas {
		shape := Shape{ID: area.ID}
		for _, polygon := range rings[a] {
			if len(polygon) == 0 {
				continue // a polygon whose outer ring vanished
			}
			var refs [][]int
			for _, ring := range polygon {
				refs = append(refs, ringArcs(ring, junctions, addArc))
			}
			shape.Polygons = append(shape.Polygons, refs)
		}
		t.Shapes = append(t.Shapes, shape)
	}
	return t
}

// findJunctions marks the points where rings meet and part: a point seen twice with different
// neighbours on either side.
func findJunctions(rings [][][][]qpoint) map[qpoint]bool {
	type sides struct{ before, after qpoint }
	first := map[qpoint]sides{}
	junctions := map[qpoint]bool{}
	for _, area := range rings {
		for _, polygon := range area {
			for _, ring := range polygon {
				n := len(ring)
				for i, p := range ring {
					s := sides{ring[(i+n-1)%n], ring[(i+1)%n]}
					seen, ok := first[p]
					switch {
					case !ok:
						first[p] = s
					case seen != s && seen != (sides{s.after, s.before}):
						junctions[p] = true
					}
				}
			}
		}
	}
	return junctions
}

// ringArcs cuts a ring (without its closing point) at its junctions and returns its arc references.
func ringArcs(ring []qpoint, junctions map[qpoint]bool, addArc func([]qpoint) int) []int {
	n := len(ring)
	start := -1
	for i, p := range ring {
		if junctions[p] {
			start = i
			break
		}
	}
	if start < 0 {
		// No junction: one closed arc, from its least point, so that the same ring met backwards
		// (the hole around an island) starts at the same point.
		least := 0
		for i, p := range ring {
			if p.x < ring[least].x || p.x == ring[least].x && p.y < ring[least].y {
				least = i
			}
		}
		closed := make([]qpoint, 0, n+1)
		for k := range n + 1 {
			closed = append(closed, ring[(least+k)%n])
		}
		return []int{addArc(closed)}
	}
	var refs []int
	arc := []qpoint{ring[start]}
	for k := 1; k <= n; k++ {
		p := ring[(start+k)%n]
		arc = append(arc, p)
		if junctions[p] {
			refs = append(refs, addArc(arc))
			arc = []qpoint{p}
		}
	}
	return refs
}

// arcKey is a key of an arc's points, read forwards or backwards.
func arcKey(points []qpoint, backwards bool) string {
	b := make([]byte, 0, 16*len(points))
	for k := range points {
		p := points[k]
		if backwards {
			p = points[len(points)-1-k]
		}
		b = binary.LittleEndian.AppendUint64(b, uint64(p.x))
		b = binary.LittleEndian.AppendUint64(b, uint64(p.y))
	}
	return string(b)
}
