// Package geography is the kinds of area the generator writes, the county and the census tract:
// what their ids look like, what they lie in and where their files are. data/geographies.csv
// declares each one's words, parent, zoom and link parameter (package datagen checks it against
// these), and the manifest carries the declaration to the page.
package geography

import (
	"fmt"
	"maps"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/shapes"
)

// Geography is a kind of area the map can draw: what its ids look like and where its files are.
// Everything that reads, checks, simplifies or encodes shapes takes one, so a county and a census
// tract go through the same code.
type Geography struct {
	ID string `json:"id"` // the folder of its files under /api: county, tract
	Texts
	// IDLength is the number of digits of an id (a county's FIPS code has 5, a tract's GEOID 11).
	IDLength int `json:"idLength"`
	// IDPattern is the regular expression every id matches: IDLength digits.
	IDPattern string `json:"idPattern"`
	// Within is the kind of larger area its areas lie in: state, or the id of a geography declared
	// before it.
	Within string `json:"parent"`
	// ParentIDLength is the number of leading digits naming the larger area it lies in (a county's
	// state, a tract's county): the borders between two parents are drawn heavier, and a geography
	// split by parent has one shapes file per parent.
	ParentIDLength int `json:"parentIdLength"`
	// SplitByParent says the shapes are one file per parent, loaded on demand, instead of one file.
	SplitByParent bool `json:"splitByParent"`
	// Parents lists, for a geography split by parent, the parents that have a file, in id order: the
	// page asks for no other. The manifest fills it in from the areas written.
	Parents []string `json:"parents,omitempty"`
	// Files names the manifest files of its areas by what they hold: shapes their outlines, figures
	// their figures (a geography split by parent has a file per parent, like its shapes), demo the
	// Demo view's list, measured every area with figures, population their people.
	Files map[string]string `json:"files"`
	// Zoom is the map's zoom from which its areas are drawn.
	Zoom int `json:"zoom"`
	// LinkParameter names an area in a link: ?county=06019.
	LinkParameter string `json:"linkParameter"`
	Spanish       Texts  `json:"spanish"` // the same texts in Spanish (translations_es.csv)
}

// Texts are a geography's words for people, in one language.
type Texts struct {
	Name   string `json:"name"`   // what one area is called: "census tract"
	IDName string `json:"idName"` // what its code is called: "11-digit census tract GEOID (2010)"
	// Percentile is what one of its percentiles is called beside a figure: "California percentile".
	Percentile string `json:"percentile"`
	// Score is what the weighted mean of its percentiles is called: "Combined California percentile".
	Score string `json:"score"`
	// PercentileScope says what its percentiles rank an area among: "among California census tracts".
	PercentileScope string `json:"percentileScope"`
}

// declared fills in what follows from the id's length: its pattern and its shapes file.
func declared(g Geography) Geography {
	g.IDPattern = fmt.Sprintf("^[0-9]{%d}$", g.IDLength)
	g.Files = maps.Clone(g.Files)
	if g.Files == nil {
		g.Files = map[string]string{}
	}
	g.Files["shapes"] = shapes.Key(g.ID)
	return g
}

// The geographies the generator has readers and files for, in the order the map adds them: what its
// readers take an id to be, and the API files it writes of them. Each one's declaration in
// data/geographies.csv must agree with it and gives the rest: its words, its parent, its zoom and its
// link parameter.
var (
	County = declared(Geography{ID: "county", IDLength: 5, ParentIDLength: 2,
		Files: map[string]string{"demo": "counties", "measured": "exposures", "figures": "exposures", "population": "populationByState"}})
	Tract = declared(Geography{ID: "tract", IDLength: 11, ParentIDLength: 5, SplitByParent: true,
		Files: map[string]string{"figures": "tractFigures"}})
)

// IsID reports whether s is an id of g: IDLength digits.
func (g Geography) IsID(s string) bool { return pipe.IsDigits(s, g.IDLength) }

// Parent is the id of the larger area an area lies in: a county's state FIPS code, a tract's county.
func (g Geography) Parent(id string) string { return id[:g.ParentIDLength] }

// All lists every geography the generator writes, the county first.
func All() []Geography { return []Geography{County, Tract} }

// Shapes is g as the shapes pipe writes its outlines.
func (g Geography) Shapes() shapes.Geography {
	return shapes.Geography{ID: g.ID, IDLength: g.IDLength, ParentIDLength: g.ParentIDLength, SplitByParent: g.SplitByParent}
}
