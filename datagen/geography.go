package datagen

import "strings"

// Geography is a kind of area the map can draw: what its ids look like and where its files are.
// Everything that reads, checks, simplifies or encodes shapes takes one, so a county and a census
// tract go through the same code.
type Geography struct {
	ID   string `json:"id"`   // the folder of its files under /api: county, tract
	Name string `json:"name"` // what one area is called, in messages
	// IDLength is the number of digits of an id (a county's FIPS code has 5, a tract's GEOID 11).
	IDLength int `json:"idLength"`
	// ParentIDLength is the number of leading digits naming the larger area it lies in (a county's
	// state, a tract's county): the borders between two parents are drawn heavier, and a geography
	// split by parent has one shapes file per parent.
	ParentIDLength int `json:"parentIdLength"`
	// SplitByParent says the shapes are one file per parent, loaded on demand, instead of one file.
	SplitByParent bool `json:"splitByParent"`
}

// The geographies, in the order the map adds them.
var (
	CountyGeography = Geography{ID: "county", Name: "county", IDLength: 5, ParentIDLength: 2}
	TractGeography  = Geography{ID: "tract", Name: "census tract", IDLength: 11, ParentIDLength: 5, SplitByParent: true}
)

// Geographies lists every geography the generator writes, the county first.
func Geographies() []Geography { return []Geography{CountyGeography, TractGeography} }

// GeographyFiles says where a geography's files are, as paths under /api (see datagen/API.md).
type GeographyFiles struct {
	// Shapes is the shapes file (RMS1, stored gzipped); for a geography split by parent it ends in a
	// slash and is followed by the parent's id: tract/shapes/06019.
	Shapes string `json:"shapes"`
}

// Files gives the paths of g's files.
func (g Geography) Files() GeographyFiles {
	shapes := g.ID + "/shapes"
	if g.SplitByParent {
		shapes += "/"
	}
	return GeographyFiles{Shapes: shapes}
}

// shapesFilePath is the path of the shapes file holding the areas of parent (ignored unless g is
// split by parent).
func (g Geography) shapesFilePath(parent string) string {
	path := g.Files().Shapes
	if strings.HasSuffix(path, "/") {
		return path + parent
	}
	return path
}

// isID reports whether id has the geography's form: IDLength ASCII digits.
func (g Geography) isID(id string) bool { return isDigits(id, g.IDLength) }

// parentOf is the id of the larger area id lies in.
func (g Geography) parentOf(id string) string { return id[:g.ParentIDLength] }
