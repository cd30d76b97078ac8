// Package shapes is the shapes product: every geography's outlines, simplified as the map draws
// them and encoded in the binary form it reads (RMS1, datagen/API.md "Shapes"), gzipped, in one file
// or, for a geography split by parent, one per parent. datagen reads and checks the outlines
// (datagen/internal/topology) with the data folder's other files, hands them over (Give) and lists
// the geographies (Pipe.Geographies).
package shapes

import (
	"encoding/binary"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/topology"
)

// gzipType is the media type of the shapes' files, gzipped by the generator.
const gzipType = "application/gzip"

// Geography is what the shapes of a kind of area need of it.
type Geography struct {
	ID             string // the folder of its files under /api: county, tract
	IDLength       int    // the digits of an area's code
	ParentIDLength int    // the digits of its parent's code, which starts it
	SplitByParent  bool   // its shapes are written a file per parent
}

// Key is the manifest's key of the shapes of the geography id: countyShapes, tractShapes.
func Key(id string) string { return id + "Shapes" }

// path is the path of g's shapes file under /api; for a geography split by parent it ends in a
// slash and is followed by the parent's id: tract/shapes/06019.
func (g Geography) path() string {
	if g.SplitByParent {
		return g.ID + "/shapes/"
	}
	return g.ID + "/shapes"
}

// filePath is the path of the shapes file holding the areas of parent (ignored unless g is split by
// parent).
func (g Geography) filePath(parent string) string {
	if g.SplitByParent {
		return g.path() + parent
	}
	return g.path()
}

// isID reports whether id has the geography's form: IDLength ASCII digits.
func (g Geography) isID(id string) bool { return pipe.IsDigits(id, g.IDLength) }

// parentOf is the id of the larger area id lies in.
func (g Geography) parentOf(id string) string { return id[:g.ParentIDLength] }

// apiFile lists g's shapes in the API's files.
func (g Geography) apiFile() pipe.APIFile {
	about := "the " + g.ID + " outlines, simplified, stored gzipped"
	if g.SplitByParent {
		about += ", one file per parent (" + g.path() + strings.Repeat("0", g.ParentIDLength) + ")"
	}
	return pipe.APIFile{Key: Key(g.ID), Path: g.path(), Type: gzipType, About: about}
}

// Pipe is the product in the generator's list of pipes: it writes the outlines of each of
// Geographies, in order, that the generator left in the run's context (Give).
type Pipe struct{ Geographies []Geography }

func (Pipe) String() string { return "shapes" }

func (p Pipe) APIFiles() []pipe.APIFile {
	files := make([]pipe.APIFile, len(p.Geographies))
	for i, g := range p.Geographies {
		files[i] = g.apiFile()
	}
	return files
}

type outlinesKey struct{}

// Give leaves the checked outlines in ctx for the pipe, by geography id.
func Give(ctx *pipe.Context, outlines map[string]*topology.Topology) {
	ctx.Set(outlinesKey{}, outlines)
}

func (p Pipe) Run(ctx *pipe.Context) error {
	outlines, _ := ctx.Value(outlinesKey{}).(map[string]*topology.Topology)
	for _, g := range p.Geographies {
		files, err := Files(g, outlines[g.ID])
		if err != nil {
			return err
		}
		ctx.Add(files...)
	}
	return nil
}

// Files simplifies t, g's outlines, in place, as the map draws them (Simplify), and encodes them.
func Files(g Geography, t *topology.Topology) ([]pipe.File, error) {
	if err := Simplify(g.ID, t); err != nil {
		return nil, err
	}
	return encodeFiles(t, g)
}

const (
	// countySimplifyArea is the least area a county outline's point carries and stays, in square
	// degrees (about 7 km² at California's latitude): Visvalingam drops about 15 % of us-atlas's
	// points, none of them visible at the national zoom.
	countySimplifyArea = 7.5e-4
	// countyLatitudeCoarsening: us-atlas quantises both axes to 1e5 steps of its bounding box, which
	// spans 360° of longitude and 86° of latitude, so its north-south steps are four times finer than
	// its east-west ones (95 m against 360 m). Coarsening latitude to the longitude's step loses
	// nothing the 1:10m source has.
	countyLatitudeCoarsening = 4
)

const (
	// tractSimplifyArea is the least area a tract outline's point carries and stays, in square
	// degrees (about 3,000 m²: a triangle of 50 by 120 m, under two pixels at zoom 12).
	tractSimplifyArea = 3e-7
	// tractCoarsening takes the tracts from the source's 6 decimals to 4 (about 9 by 11 m), a pixel
	// at zoom 14.
	tractCoarsening = 100
)

// Simplify simplifies t, the outlines of the geography id, in place, as the map draws them.
func Simplify(id string, t *topology.Topology) error {
	switch id {
	case "county":
		t.SimplifyArcs(countySimplifyArea / (t.Transform.ScaleX * t.Transform.ScaleY))
		t.Coarsen(1, countyLatitudeCoarsening)
	case "tract":
		t.SimplifyArcs(tractSimplifyArea / (t.Transform.ScaleX * t.Transform.ScaleY))
		t.Coarsen(tractCoarsening, tractCoarsening)
	default:
		return fmt.Errorf("no simplification for the %s outlines: say how the map draws them in shapes.Simplify", id)
	}
	return nil
}

// encodeFiles encodes a geography's shapes: one file, or one per parent when g is split by parent,
// each holding only the arcs its areas name.
func encodeFiles(t *topology.Topology, g Geography) ([]pipe.File, error) {
	parts := []*topology.Topology{t}
	if g.SplitByParent {
		parts = nil
		for _, parent := range parentIDs(t, g) {
			parts = append(parts, t.Subset(func(s topology.Shape) bool { return g.parentOf(s.ID) == parent }))
		}
	}
	files := make([]pipe.File, 0, len(parts))
	for _, part := range parts {
		data, err := encode(part, g)
		if err != nil {
			return nil, err
		}
		files = append(files, pipe.File{Path: g.filePath(g.parentOf(part.Shapes[0].ID)), Data: pipe.GzipBest(data)})
	}
	return files, nil
}

// parentIDs lists the parents of t's areas, each once, in order.
func parentIDs(t *topology.Topology, g Geography) []string {
	var parents []string
	for _, s := range t.Shapes {
		parents = append(parents, g.parentOf(s.ID))
	}
	slices.Sort(parents)
	return slices.Compact(parents)
}

// shapesMagic opens every shapes file; the format is documented in API.md ("Shapes").
const shapesMagic = "RMS1"

// encode writes t in the binary form the map reads: the quantised shared arcs as varints of
// small differences (each arc from where the last one ended, each id and arc reference from the
// one before), the areas in id order. It is smaller gzipped than the same TopoJSON. Every id must
// have g's form, which validation has checked.
func encode(t *topology.Topology, g Geography) ([]byte, error) {
	t.SortShapes()
	b := make([]byte, 0, len(shapesMagic)+32+4*t.PointCount())
	b = append(b, shapesMagic...)
	for _, v := range []float64{t.Transform.ScaleX, t.Transform.ScaleY, t.Transform.TranslateX, t.Transform.TranslateY} {
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(v))
	}
	b = binary.AppendUvarint(b, uint64(len(t.Arcs)))
	var x, y int64
	for _, arc := range t.Arcs {
		b = binary.AppendUvarint(b, uint64(len(arc)))
		for _, p := range arc {
			px, py := int64(p[0]), int64(p[1])
			b = binary.AppendVarint(b, px-x)
			b = binary.AppendVarint(b, py-y)
			x, y = px, py
		}
	}
	b = binary.AppendUvarint(b, uint64(len(t.Shapes)))
	var previous int64
	for _, s := range t.Shapes {
		if !g.isID(s.ID) {
			return nil, fmt.Errorf("%s shapes: %q is not a %d-digit id", g.ID, s.ID, g.IDLength)
		}
		code, _ := strconv.ParseInt(s.ID, 10, 64)
		b = binary.AppendVarint(b, code-previous)
		previous = code
		b = binary.AppendUvarint(b, uint64(len(s.Polygons)))
		for _, rings := range s.Polygons {
			b = binary.AppendUvarint(b, uint64(len(rings)))
			for _, ring := range rings {
				b = binary.AppendUvarint(b, uint64(len(ring)))
				last := 0
				for _, ref := range ring {
					b = binary.AppendVarint(b, int64(ref-last))
					last = ref
				}
			}
		}
	}
	return b, nil
}
