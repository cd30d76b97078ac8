package datagen

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/shapes"
	"github.com/pd-riskmap/riskmap/datagen/internal/topology"
)

// The county outlines: us-atlas's TopoJSON of the Census cartographic boundary files (data/shapes/SOURCE.md).
const (
	ShapesDir        = "shapes"
	CountyAtlasFile  = "counties-10m.json"
	countyAtlasLayer = "counties"
)

// countyAtlasPath is where the county outlines are in the data folder.
func countyAtlasPath(dir string) string { return filepath.Join(dir, ShapesDir, CountyAtlasFile) }

// SimplifyTracts simplifies the tract outlines in place, as the map draws them: the tile bench
// (site/bench/tracttiles) measures the outlines the page gets, and cannot import the shapes pipe.
func SimplifyTracts(t *topology.Topology) error { return shapes.Simplify(geography.Tract.ID, t) }

// checkShapeIDs compares the areas of a shapes file with the ids of the data: every area the page
// can show needs its outline, and an outline of no area would be an unclickable grey patch. The
// problems name the codes.
func checkShapeIDs(shapesFile string, shapes []string, dataFile string, ids []string, g geography.Geography) ErrorList {
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
		if geography.County.IsID(c.FIPS) {
			fips = append(fips, c.FIPS)
		}
	}
	return fips
}
