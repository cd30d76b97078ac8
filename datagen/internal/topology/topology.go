// Package topology is TopoJSON's model of a set of areas, as plain Go types over paulmach/orb's
// geometry: built from areas drawn polygon by polygon (Build), simplified and coarsened arc by arc,
// cut into subsets and joined back into polygons.
package topology

import (
	"cmp"
	"math"
	"slices"

	"github.com/paulmach/orb"
	"github.com/paulmach/orb/simplify"
)

// Topology is TopoJSON's model of a set of areas: arcs of quantised points, each edge between two
// areas (or along a coast) stored once and named by both, so simplifying an arc moves the border
// of both neighbours alike and they meet with no gap or sliver.
type Topology struct {
	Transform Quantisation
	// Arcs hold quantised points, whole numbers in float64s so orb's algorithms take them as they are.
	Arcs   []orb.LineString
	Shapes []Shape
}

// Quantisation maps a quantised point to longitude and latitude: translate + q * scale, in degrees.
type Quantisation struct {
	ScaleX, ScaleY, TranslateX, TranslateY float64
}

// Shape is one area: its id and its polygons, each a list of rings (the outer ring, then holes),
// each ring a list of arc references. A reference i is arc i, and ^i (-i - 1) arc i reversed.
// Consecutive arcs of a ring share their joining point.
type Shape struct {
	ID       string
	Polygons [][][]int
}

// ArcOf is the arc a reference names.
func ArcOf(ref int) int {
	if ref < 0 {
		return ^ref
	}
	return ref
}

// SimplifyArcs drops the points of each arc that carry less area than threshold (in quantised
// units squared), by Visvalingam-Whyatt's effective area, each arc once. An arc's two ends are
// always kept, so the junctions where three areas meet stay where they are; a closed arc (an
// island, a lake) keeps at least four points.
func (t *Topology) SimplifyArcs(threshold float64) {
	s := simplify.VisvalingamThreshold(threshold)
	for i, arc := range t.Arcs {
		if len(arc) > 2 && arc[0] == arc[len(arc)-1] {
			t.Arcs[i] = orb.LineString(s.Ring(orb.Ring(arc)))
		} else {
			t.Arcs[i] = s.LineString(arc)
		}
	}
}

// Coarsen divides the quantisation's steps by fx and fy: each point is moved to the nearest point
// of the coarser grid and points that fall on the one before are dropped (an arc keeps two).
func (t *Topology) Coarsen(fx, fy float64) {
	t.Transform.ScaleX *= fx
	t.Transform.ScaleY *= fy
	for i, arc := range t.Arcs {
		out := arc[:0]
		for _, p := range arc {
			q := orb.Point{math.Round(p[0] / fx), math.Round(p[1] / fy)}
			if len(out) == 0 || q != out[len(out)-1] {
				out = append(out, q)
			}
		}
		if len(out) == 1 {
			out = append(out, out[0])
		}
		t.Arcs[i] = out
	}
}

// PointCount is the number of points of every arc.
func (t *Topology) PointCount() int {
	n := 0
	for _, arc := range t.Arcs {
		n += len(arc)
	}
	return n
}

// Subset is the topology of the shapes keep accepts, with only the arcs they name, renumbered in
// the order they are first named. The arcs are shared with t, not copied.
func (t *Topology) Subset(keep func(Shape) bool) *Topology {
	sub := &Topology{Transform: t.Transform}
	renumbered := map[int]int{}
	for _, s := range t.Shapes {
		if !keep(s) {
			continue
		}
		polygons := make([][][]int, len(s.Polygons))
		for p, rings := range s.Polygons {
			polygons[p] = make([][]int, len(rings))
			for r, ring := range rings {
				refs := make([]int, len(ring))
				for k, ref := range ring {
					n, seen := renumbered[ArcOf(ref)]
					if !seen {
						n = len(sub.Arcs)
						renumbered[ArcOf(ref)] = n
						sub.Arcs = append(sub.Arcs, t.Arcs[ArcOf(ref)])
					}
					if ref < 0 {
						n = ^n
					}
					refs[k] = n
				}
				polygons[p][r] = refs
			}
		}
		sub.Shapes = append(sub.Shapes, Shape{ID: s.ID, Polygons: polygons})
	}
	return sub
}

// AreaPolygons gives each shape's rings in longitude and latitude, joined from its arcs: what
// Build took apart.
func (t *Topology) AreaPolygons() []AreaPolygons {
	q := t.Transform
	areas := make([]AreaPolygons, len(t.Shapes))
	for i, s := range t.Shapes {
		areas[i].ID = s.ID
		for _, rings := range s.Polygons {
			polygon := make(orb.Polygon, 0, len(rings))
			for _, refs := range rings {
				var ring orb.Ring
				for k, ref := range refs {
					arc := t.Arcs[ArcOf(ref)]
					for j := range arc {
						p := arc[j]
						if ref < 0 {
							p = arc[len(arc)-1-j]
						}
						// Consecutive arcs share their joining point.
						if j > 0 || k == 0 {
							ring = append(ring, orb.Point{q.TranslateX + p[0]*q.ScaleX, q.TranslateY + p[1]*q.ScaleY})
						}
					}
				}
				polygon = append(polygon, ring)
			}
			areas[i].Polygons = append(areas[i].Polygons, polygon)
		}
	}
	return areas
}

// ShapeIDs lists the shapes' ids in order.
func (t *Topology) ShapeIDs() []string {
	ids := make([]string, len(t.Shapes))
	for i, s := range t.Shapes {
		ids[i] = s.ID
	}
	return ids
}

// SortShapes puts the shapes in id order, as the shapes files list them.
func (t *Topology) SortShapes() {
	slices.SortFunc(t.Shapes, func(a, b Shape) int { return cmp.Compare(a.ID, b.ID) })
}
