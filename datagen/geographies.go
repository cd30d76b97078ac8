package datagen

import (
	"maps"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/tracts"
)

// GeographiesFile declares the geographies, a line each (data/README.md): what the page knows of an
// area's kind comes from here, through the manifest.
const GeographiesFile = "geographies.csv"

// GeographyRow is one line of geographies.csv.
type GeographyRow struct {
	ID              string `csv:"id"`
	Name            string `csv:"name"`
	IDName          string `csv:"id_name"`
	IDLength        string `csv:"id_length"`
	Parent          string `csv:"parent"`
	Figures         string `csv:"figures"`
	Shapes          string `csv:"shapes"`
	ShapesTransport string `csv:"shapes_transport"`
	Zoom            string `csv:"zoom"`
	LinkParameter   string `csv:"link_parameter"`
	Percentile      string `csv:"percentile"`
	Score           string `csv:"score"`
	PercentileScope string `csv:"percentile_scope"`
}

var geographyColumns = csvColumns[GeographyRow]()

// How a geography's shapes travel to the page: one file, or one file per parent area.
const (
	shapesInOneFile = "file"
	shapesPerParent = "per-parent"
)

// The parent of a geography whose areas lie in states, whose 2-digit FIPS codes lead their ids.
const (
	stateParent     = "state"
	stateFIPSLength = 2
)

// maxZoom is the closest zoom of the map's tiles (Leaflet's tile layer's).
const maxZoom = 18

// geographyTexts are the columns of geographies.csv said in Spanish, for translatedColumns.
func geographyTexts(t *Table[GeographyRow]) []translatedColumn {
	return []translatedColumn{
		columnOf(t, "name", func(r GeographyRow) string { return r.Name }),
		columnOf(t, "id_name", func(r GeographyRow) string { return r.IDName }),
		columnOf(t, "percentile", func(r GeographyRow) string { return r.Percentile }),
		columnOf(t, "score", func(r GeographyRow) string { return r.Score }),
		columnOf(t, "percentile_scope", func(r GeographyRow) string { return r.PercentileScope }),
	}
}

// geographySources are the files of figures and of shapes the generator reads, by their path in
// the data folder, each with the ids of the areas it holds: what a declaration may name as its
// files. A folder's path ends in a slash and holds the ids of all its files. Only the ids their
// readers took are listed: the readers report the others on their own lines.
func geographySources(ds *DataSet, m *Model) map[string][]string {
	var exposures []string
	for _, t := range ds.Figures {
		for _, r := range t.Rows {
			if isKnown(m.NationalByFIPS, r.GEOID) {
				exposures = append(exposures, r.GEOID)
			}
		}
	}
	tractIDs := make([]string, len(m.Tracts))
	for i, t := range m.Tracts {
		tractIDs[i] = t.ID
	}
	return map[string][]string{
		ExposuresDir + "/":                        exposures,
		path.Join(ShapesDir, CountyAtlasFile):     ds.CountyShapes.ShapeIDs(),
		path.Join(tracts.Dir, tracts.ResultsFile): tractIDs,
		path.Join(tracts.Dir, tracts.ShapesFile):  ds.Tracts.OutlineIDs(),
	}
}

// checkGeographies reads the declarations of geographies.csv: each one's id a geography the
// generator writes (Geographies) and every one of those declared once; its parent state or a
// geography on an earlier line; its files ones the generator reads, whose ids have id_length digits;
// its shapes' transport and its parent's digits the ones the generator writes; a zoom of the map and
// a link parameter of its own. Its texts are checked with the translations, which give their Spanish
// (checkTranslations). The geographies come in file order, the manifest's, with their API files.
func checkGeographies(t *Table[GeographyRow], files map[string][]string, spanish Translations) ([]geography.Geography, ErrorList) {
	var (
		errs       ErrorList
		geos       []geography.Geography
		ids        = pipe.NewSeen(t, "id")
		parameters = pipe.NewSeen(t, "link_parameter")
		declared   = map[string]geography.Geography{} // by id, the geographies on lines read so far
	)
	known := geography.All()
	knownIDs := make([]string, len(known))
	for i, g := range known {
		knownIDs[i] = g.ID
	}
	for i, r := range t.Rows {
		n := len(errs)
		for _, text := range []struct{ column, value string }{{"name", r.Name}, {"id_name", r.IDName}, {"percentile", r.Percentile},
			{"score", r.Score}, {"percentile_scope", r.PercentileScope}} {
			errs = pipe.CheckText(errs, t, i, text.column, text.value)
		}
		k := slices.IndexFunc(known, func(g geography.Geography) bool { return g.ID == r.ID })
		if k < 0 {
			errs = append(errs, t.Problem(i, "id", "%q is not a geography the generator writes: %s", r.ID, strings.Join(knownIDs, ", ")))
			continue
		}
		if errs = ids.Check(errs, i, r.ID); len(errs) > n {
			continue
		}
		g := known[k]
		length, err := strconv.Atoi(r.IDLength)
		if err != nil || length < 1 || strconv.Itoa(length) != r.IDLength {
			errs = append(errs, t.Problem(i, "id_length", "%q must be a whole number of digits", r.IDLength))
		} else {
			g.IDLength = length
			errs = checkGeographyFile(errs, t, i, "figures", r.Figures, length, files)
			errs = checkGeographyFile(errs, t, i, "shapes", r.Shapes, length, files)
		}
		parentDigits, parentKnown := stateFIPSLength, r.Parent == stateParent
		if parent, ok := declared[r.Parent]; ok {
			parentDigits, parentKnown = parent.IDLength, true
		}
		if !parentKnown {
			errs = append(errs, t.Problem(i, "parent", "%q is neither %s nor a geography on an earlier line", r.Parent, stateParent))
		} else if parentDigits != g.ParentIDLength {
			errs = append(errs, t.Problem(i, "parent", "%q has ids of %d digits; the generator takes the first %d of a %s's id as its parent's",
				r.Parent, parentDigits, g.ParentIDLength, r.ID))
		}
		g.Within = r.Parent
		switch want := map[bool]string{false: shapesInOneFile, true: shapesPerParent}[g.SplitByParent]; r.ShapesTransport {
		case want:
		case shapesInOneFile, shapesPerParent:
			errs = append(errs, t.Problem(i, "shapes_transport", "%q: the generator writes the %s shapes %s", r.ShapesTransport, r.ID, want))
		default:
			errs = append(errs, t.Problem(i, "shapes_transport", "%q must be %s (one file) or %s (one file per parent)",
				r.ShapesTransport, shapesInOneFile, shapesPerParent))
		}
		if zoom, err := strconv.Atoi(r.Zoom); err != nil || zoom < 0 || zoom > maxZoom || strconv.Itoa(zoom) != r.Zoom {
			errs = append(errs, t.Problem(i, "zoom", "%q must be a zoom of the map, 0 to %d", r.Zoom, maxZoom))
		} else {
			g.Zoom = zoom
		}
		if !isLowerWord(r.LinkParameter) {
			errs = append(errs, t.Problem(i, "link_parameter", "%q must be lowercase letters", r.LinkParameter))
		} else {
			errs = parameters.Check(errs, i, r.LinkParameter)
		}
		g.LinkParameter = r.LinkParameter
		g.Texts = geography.Texts{Name: r.Name, IDName: r.IDName, Percentile: r.Percentile, Score: r.Score, PercentileScope: r.PercentileScope}
		g.Spanish = geography.Texts{Name: spanish[r.Name], IDName: spanish[r.IDName], Percentile: spanish[r.Percentile],
			Score: spanish[r.Score], PercentileScope: spanish[r.PercentileScope]}
		declared[r.ID] = g
		geos = append(geos, g)
	}
	for _, g := range known {
		if _, ok := ids.First(g.ID); !ok {
			errs = append(errs, Problem{File: t.File, Message: "declares no geography " + g.ID + ": add its line"})
		}
	}
	return geos, errs
}

// checkGeographyFile checks that a declaration's file of figures or shapes is one the generator
// reads, and that its ids have the declared number of digits.
func checkGeographyFile(errs ErrorList, t *Table[GeographyRow], i int, column, file string, length int, files map[string][]string) ErrorList {
	ids, ok := files[file]
	if !ok {
		return append(errs, t.Problem(i, column, "%q is not a file the generator reads: %s", file, strings.Join(slices.Sorted(maps.Keys(files)), ", ")))
	}
	for _, id := range ids {
		if !pipe.IsDigits(id, length) {
			return append(errs, t.Problem(i, "id_length", "%d does not match the ids of %s, such as %q", length, file, id))
		}
	}
	return errs
}

// isLowerWord reports whether s is one or more lowercase ASCII letters.
func isLowerWord(s string) bool {
	return s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyz") == ""
}
