package datagen

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"math"
	"strconv"

	"github.com/pd-riskmap/riskmap/datagen/internal/topology"
)

// shapesMagic opens every shapes file; the format is documented in API.md ("Shapes").
const shapesMagic = "RMS1"

// EncodeShapes writes t in the binary form the map reads: the quantised shared arcs as varints of
// small differences (each arc from where the last one ended, each id and arc reference from the
// one before), the areas in id order. It is smaller gzipped than the same TopoJSON. Every id must
// have g's form, which validation has checked.
func EncodeShapes(t *topology.Topology, g Geography) ([]byte, error) {
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

// gzipBest compresses data at level 9 with no name or time in the header, so the same input gives
// the same bytes. The shapes are stored gzipped so that every server sends them at that size.
func gzipBest(data []byte) ([]byte, error) {
	var buf bytes.Buffer
	w, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(data); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
