package datagen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/pd-riskmap/riskmap/datagen/internal/topology"
)

// gzipType is the media type of the shapes' files, gzipped by the generator.
const gzipType = "application/gzip"

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

// tractShapes simplifies the tract outlines in place and encodes them, a file per county.
func tractShapes(t *topology.Topology) ([]OutputFile, error) {
	SimplifyTracts(t)
	return shapesFiles(t, TractGeography)
}

// SimplifyTracts simplifies the tract outlines in place, as the map draws them.
func SimplifyTracts(t *topology.Topology) {
	t.SimplifyArcs(tractSimplifyArea / (t.Transform.ScaleX * t.Transform.ScaleY))
	t.Coarsen(tractCoarsening, tractCoarsening)
}

// countyShapes simplifies the county outlines in place, as the map draws them, and encodes them.
func countyShapes(t *topology.Topology) ([]OutputFile, error) {
	t.SimplifyArcs(countySimplifyArea / (t.Transform.ScaleX * t.Transform.ScaleY))
	t.Coarsen(1, countyLatitudeCoarsening)
	return shapesFiles(t, CountyGeography)
}

// shapesFiles encodes a geography's shapes: one file, or one per parent when g is split by parent,
// each holding only the arcs its areas name.
func shapesFiles(t *topology.Topology, g Geography) ([]OutputFile, error) {
	parts := []*topology.Topology{t}
	if g.SplitByParent {
		parts = nil
		for _, parent := range parentIDs(t, g) {
			parts = append(parts, t.Subset(func(s topology.Shape) bool { return g.parentOf(s.ID) == parent }))
		}
	}
	files := make([]OutputFile, 0, len(parts))
	for _, part := range parts {
		data, err := EncodeShapes(part, g)
		if err == nil {
			data, err = gzipBest(data)
		}
		if err != nil {
			return nil, err
		}
		files = append(files, OutputFile{Path: g.shapesFilePath(g.parentOf(part.Shapes[0].ID)), Data: data})
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

// checkShapeIDs compares the areas of a shapes file with the ids of the data: every area the page
// can show needs its outline, and an outline of no area would be an unclickable grey patch. The
// problems name the codes.
func checkShapeIDs(shapesFile string, shapes []string, dataFile string, ids []string, g Geography) ErrorList {
	inShapes := make(map[string]bool, len(shapes))
	for _, id := range shapes {
		inShapes[id] = true
	}
	inData := make(map[string]bool, len(ids))
	var noShape, noData []string
	for _, id := range ids {
		inData[id] = true
		if !inShapes[id] {
			noShape = append(noShape, id)
		}
	}
	for _, id := range shapes {
		if !inData[id] {
			noData = append(noData, id)
		}
	}
	slices.Sort(noShape)
	slices.Sort(noData)
	var errs ErrorList
	if len(noShape) > 0 {
		errs = append(errs, Problem{File: shapesFile, Message: fmt.Sprintf("no shape for the %s %s of %s", plural(len(noShape), g.ID), strings.Join(noShape, ", "), dataFile)})
	}
	if len(noData) > 0 {
		errs = append(errs, Problem{File: shapesFile, Message: fmt.Sprintf("shapes of no %s of %s: %s", g.ID, dataFile, strings.Join(noData, ", "))})
	}
	return errs
}

// plural is "county" for one and "counties" for more, "census tract" and "census tracts".
func plural(n int, noun string) string {
	if n == 1 {
		return noun
	}
	if strings.HasSuffix(noun, "y") {
		return strings.TrimSuffix(noun, "y") + "ies"
	}
	return noun + "s"
}

// nationalFIPS lists the well-formed FIPS codes of the national county file, whose problems are
// reported on their own lines.
func nationalFIPS(counties []NationalCounty) []string {
	var fips []string
	for _, c := range counties {
		if CountyGeography.isID(c.FIPS) {
			fips = append(fips, c.FIPS)
		}
	}
	return fips
}
