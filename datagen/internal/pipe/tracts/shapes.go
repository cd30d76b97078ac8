package tracts

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/paulmach/orb"

	"github.com/pd-riskmap/riskmap/datagen/internal/geography"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/topojson"
	"github.com/pd-riskmap/riskmap/datagen/internal/topology"
)

// Feature is one feature of the tract outlines' GeoJSON: the Census GEOID of its polygons, the id
// CalEnviroScreen gives the same area (ces_tract, the crosswalk of one renumbered tract) and the
// line of the (unzipped) file it starts on.
type Feature struct {
	Line     int
	GEOID    string
	CESID    string // 11 digits, as the results' GEOID column spells it
	Polygons orb.MultiPolygon
}

// quantisation is the grid the tract outlines are joined on: the source's own 6 decimals.
var quantisation = topology.Quantisation{ScaleX: 1e-6, ScaleY: 1e-6, TranslateX: -125, TranslateY: 32}

// Prepare reads the tract outlines' GeoJSON (SourceShapesFile) and gives the file generate reads in
// its place (ShapesFile): their topology, each border between two tracts stored once, as gzipped
// TopoJSON. Each outline is named by its CalEnviroScreen id, with its GEOID as a property. Nothing
// is given when a feature has a problem.
func Prepare(open func(name string) (io.ReadCloser, error), dataDir string) ([]byte, []pipe.Problem) {
	file := filepath.Join(dataDir, Dir, SourceShapesFile)
	features, problems := readFeatures(open, file)
	lineOf := map[string]int{} // the line of each CalEnviroScreen id's feature
	for _, f := range features {
		if earlier, dup := lineOf[f.CESID]; dup {
			problems = append(problems, pipe.Problem{File: file, Line: f.Line, Column: "ces_tract",
				Message: fmt.Sprintf("%s is already the tract of line %d", f.CESID, earlier)})
			continue
		}
		lineOf[f.CESID] = f.Line
	}
	if features == nil || len(problems) > 0 {
		return nil, problems
	}
	areas := make([]topology.AreaPolygons, len(features))
	properties := make([]json.RawMessage, len(features))
	for i, f := range features {
		areas[i] = topology.AreaPolygons{ID: f.CESID, Polygons: f.Polygons}
		properties[i] = json.RawMessage(`{"GEOID":` + strconv.Quote(f.GEOID) + `}`)
	}
	return pipe.GzipBest(topojson.Encode(topology.Build(areas, quantisation), outlinesObject, properties)), nil
}

// readFeatures reads the gzipped GeoJSON of tract outlines: a FeatureCollection, one feature a
// line, each a Polygon or MultiPolygon with the properties GEOID, ces_tract and ALAND. A feature's
// problem names its line in the unzipped file (zcat | sed -n <line>p shows it).
func readFeatures(open func(name string) (io.ReadCloser, error), file string) ([]Feature, []pipe.Problem) {
	f, err := open(file)
	if err != nil {
		return nil, []pipe.Problem{pipe.CannotRead(file, err)}
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		return nil, []pipe.Problem{{File: file, Message: "not a gzip file: " + err.Error()}}
	}
	data, err := io.ReadAll(z)
	if err != nil {
		return nil, []pipe.Problem{{File: file, Message: "cannot unzip: " + err.Error()}}
	}
	return decodeFeatures(data, file)
}

// decodeFeatures walks the FeatureCollection feature by feature, so each keeps its line.
func decodeFeatures(data []byte, file string) ([]Feature, []pipe.Problem) {
	lines := lineStarts(data)
	lineAt := func(offset int64) int {
		// The decoder's offset is before the separators ahead of the next value.
		for offset < int64(len(data)) && strings.IndexByte(" \t\r\n,", data[offset]) >= 0 {
			offset++
		}
		return sort.Search(len(lines), func(i int) bool { return lines[i] > offset })
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	fail := func(err error) ([]Feature, []pipe.Problem) {
		return nil, []pipe.Problem{pipe.JSONProblem(file, err, data)}
	}
	if tok, err := dec.Token(); err != nil {
		return fail(err)
	} else if tok != json.Delim('{') {
		return nil, []pipe.Problem{{File: file, Line: 1, Message: "must be a GeoJSON FeatureCollection object"}}
	}
	var (
		features []Feature
		errs     []pipe.Problem
		found    bool
	)
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return fail(err)
		}
		if key != "features" {
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				return fail(err)
			}
			continue
		}
		found = true
		if tok, err := dec.Token(); err != nil {
			return fail(err)
		} else if tok != json.Delim('[') {
			return nil, []pipe.Problem{{File: file, Line: lineAt(dec.InputOffset()), Message: "features must be a list"}}
		}
		for dec.More() {
			line := lineAt(dec.InputOffset())
			var f geoJSONFeature
			if err := dec.Decode(&f); err != nil {
				return fail(err)
			}
			feature, problems := checkFeature(&f, file, line)
			errs = append(errs, problems...)
			if len(problems) == 0 {
				features = append(features, feature)
			}
		}
		if _, err := dec.Token(); err != nil {
			return fail(err)
		}
	}
	if !found {
		return nil, []pipe.Problem{{File: file, Message: "has no features list; it must be a GeoJSON FeatureCollection"}}
	}
	return features, errs
}

// geoJSONFeature is the part of a GeoJSON feature the tract outlines carry.
type geoJSONFeature struct {
	Properties struct {
		GEOID    any `json:"GEOID"`
		CESTract any `json:"ces_tract"`
		ALAND    any `json:"ALAND"`
	} `json:"properties"`
	Geometry *struct {
		Type        string          `json:"type"`
		Coordinates json.RawMessage `json:"coordinates"`
	} `json:"geometry"`
}

// checkFeature takes a feature's id, crosswalk, land area and polygons.
func checkFeature(f *geoJSONFeature, file string, line int) (Feature, []pipe.Problem) {
	feature := Feature{Line: line}
	var errs []pipe.Problem
	problem := func(column, format string, args ...any) {
		errs = append(errs, pipe.Problem{File: file, Line: line, Column: column, Message: fmt.Sprintf(format, args...)})
	}
	p := f.Properties
	feature.GEOID, _ = p.GEOID.(string)
	if !geography.Tract.IsID(feature.GEOID) {
		problem("GEOID", "%s must be a text of %d digits", jsonText(p.GEOID), geography.Tract.IDLength)
	}
	// CalEnviroScreen writes its ids as numbers, without the leading 0 of California's FIPS code.
	ces, _ := p.CESTract.(string)
	feature.CESID = strings.Repeat("0", max(0, geography.Tract.IDLength-len(ces))) + ces
	if !geography.Tract.IsID(feature.CESID) || strings.HasPrefix(ces, "0") {
		problem("ces_tract", "%s must be the tract's CalEnviroScreen id: its GEOID without the leading 0", jsonText(p.CESTract))
	}
	if land, isNumber := p.ALAND.(float64); !isNumber || land < 0 {
		problem("ALAND", "%s must be the land area in m², a number of 0 or more", jsonText(p.ALAND))
	}
	var err error
	feature.Polygons, err = geoJSONPolygons(f)
	if err != nil {
		problem("geometry", "%v", err)
	}
	return feature, errs
}

// geoJSONPolygons reads a Polygon's or a MultiPolygon's coordinates; every ring must close.
func geoJSONPolygons(f *geoJSONFeature) (orb.MultiPolygon, error) {
	if f.Geometry == nil {
		return nil, errors.New("is null; a tract is a Polygon or a MultiPolygon")
	}
	var polygons [][][][2]float64
	switch f.Geometry.Type {
	case "Polygon":
		var rings [][][2]float64
		if err := json.Unmarshal(f.Geometry.Coordinates, &rings); err != nil {
			return nil, errors.New("coordinates are not a list of rings of [longitude, latitude]")
		}
		polygons = [][][][2]float64{rings}
	case "MultiPolygon":
		if err := json.Unmarshal(f.Geometry.Coordinates, &polygons); err != nil {
			return nil, errors.New("coordinates are not a list of polygons of rings of [longitude, latitude]")
		}
	default:
		return nil, fmt.Errorf("is a %q; a tract is a Polygon or a MultiPolygon", f.Geometry.Type)
	}
	multi := make(orb.MultiPolygon, len(polygons))
	for i, rings := range polygons {
		multi[i] = make(orb.Polygon, len(rings))
		for j, ring := range rings {
			if len(ring) < 4 || ring[0] != ring[len(ring)-1] {
				return nil, fmt.Errorf("has a ring of %d points that does not close; a ring has 4 points or more, its last the first", len(ring))
			}
			multi[i][j] = make(orb.Ring, len(ring))
			for k, p := range ring {
				multi[i][j][k] = orb.Point(p)
			}
		}
	}
	return multi, nil
}

// jsonText shows a decoded JSON value as the file writes it.
func jsonText(v any) string {
	text, _ := json.Marshal(v)
	return string(text)
}

// lineStarts lists the offset of every line's first byte.
func lineStarts(data []byte) []int64 {
	starts := []int64{0}
	for i, c := range data {
		if c == '\n' {
			starts = append(starts, int64(i+1))
		}
	}
	return starts
}

// uninhabited says whether a tract code is one Census reserves for areas where nobody lives,
// which CalEnviroScreen leaves out: 9800-9899 special land use (parks, airports, the Farallon
// Islands), 9900-9998 water.
func uninhabited(geoid string) bool {
	code := Code(geoid)
	return strings.HasPrefix(code, "98") || strings.HasPrefix(code, "99")
}
