package topology

import (
	"slices"
	"testing"

	"github.com/paulmach/orb"
)

func TestBuildTopology(t *testing.T) {
	square := func(x0, y0, x1, y1 float64) orb.Ring {
		return orb.Ring{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}
	}
	// West and East share the edge x = 1, which has a vertex at (1, 0.5) on both sides; Lake is an
	// island in the hole of Around.
	west := orb.Ring{{0, 0}, {1, 0}, {1, 0.5}, {1, 1}, {0, 1}, {0, 0}}
	east := orb.Ring{{1, 0}, {2, 0}, {2, 1}, {1, 1}, {1, 0.5}, {1, 0}}
	around := orb.Polygon{square(10, 0, 13, 3), square(11, 1, 12, 2)}
	lake := orb.Polygon{{{11, 1}, {11, 2}, {12, 2}, {12, 1}, {11, 1}}}
	topology := Build([]AreaPolygons{
		{ID: "west", Polygons: orb.MultiPolygon{{west}}},
		{ID: "east", Polygons: orb.MultiPolygon{{east}}},
		{ID: "around", Polygons: orb.MultiPolygon{around}},
		{ID: "lake", Polygons: orb.MultiPolygon{lake}},
	}, Quantisation{ScaleX: 0.5, ScaleY: 0.5})

	ring := func(shape, polygon, r int) []int { return topology.Shapes[shape].Polygons[polygon][r] }
	// The shared edge is one arc, named forwards by one square and backwards by the other.
	shared := slices.IndexFunc(topology.Arcs, func(a orb.LineString) bool {
		return a.Equal(orb.LineString{{2, 0}, {2, 1}, {2, 2}}) || a.Equal(orb.LineString{{2, 2}, {2, 1}, {2, 0}})
	})
	if shared < 0 {
		t.Fatalf("no arc along x = 1 in %v", topology.Arcs)
	}
	if !slices.Contains(ring(0, 0, 0), shared) && !slices.Contains(ring(0, 0, 0), ^shared) {
		t.Errorf("west %v does not name the shared arc %d", ring(0, 0, 0), shared)
	}
	westRef := ring(0, 0, 0)[slices.IndexFunc(ring(0, 0, 0), func(r int) bool { return ArcOf(r) == shared })]
	if !slices.Contains(ring(1, 0, 0), ^westRef) {
		t.Errorf("east %v does not name the shared arc the other way from west's %d", ring(1, 0, 0), westRef)
	}
	// The hole and the island are one closed arc, each way.
	hole, island := ring(2, 0, 1), ring(3, 0, 0)
	if len(hole) != 1 || len(island) != 1 || ArcOf(hole[0]) != ArcOf(island[0]) || hole[0] == island[0] {
		t.Errorf("hole %v and island %v, want one arc named each way", hole, island)
	}
	// Two squares' outer arcs, the shared edge, the outer ring of Around and the lake.
	if len(topology.Arcs) != 5 {
		t.Errorf("%d arcs, want 5: %v", len(topology.Arcs), topology.Arcs)
	}
	// Joined again, the arcs give back closed rings of the same points.
	back := topology.AreaPolygons()
	for i, want := range []orb.Ring{west, east, around[0], around[1], lake[0]} {
		area, polygon, ring := []int{0, 1, 2, 2, 3}[i], 0, []int{0, 0, 0, 1, 0}[i]
		got := back[area].Polygons[polygon][ring]
		if len(got) != len(want) || got[0] != got[len(got)-1] || !orb.Ring(got).Bound().Equal(want.Bound()) {
			t.Errorf("%s ring %d = %v, want the points of %v", back[area].ID, ring, got, want)
		}
	}
}
