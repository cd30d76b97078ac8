// Package places is the search's product: the places, county subdivisions, counties and states a
// query may mean (datagen/API.md), with the pesticide measures' and the Superfund sites' names, as an
// index (every county, every state's and measure's names and the keys of the pieces), which the page
// fetches when the search opens; the pieces of places, subdivisions and sites, one per key of a word,
// which it fetches as a query names them; and every word of the places', subdivisions' and counties'
// names, which it fetches to forgive a typo in a query's first letters. The measures' and the sites'
// names are here so that a search knows them without their products' large files. It owns how names
// fold into words (Words), how the readings and the sites are cut into pieces (Cut) and the files
// (Pipe); datagen reads and checks the places' files with the data folder's others, finds each
// reading's county and tract, and hands over the readings (Give).
package places

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/compounds"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
)

// The paths of the search's files under /api/.
const (
	PathPrefix = "places/"
	IndexPath  = PathPrefix + "index"
	WordsPath  = PathPrefix + "words"
	// PointsPrefix holds each piece's places' points apart from the piece, which every search
	// fetches: a piece's points would add half to its gzip, and the page wants them only once it
	// opens a place.
	PointsPrefix = "place-points/"
)

// Kind is what a reading of a query is: a county, a place or a county subdivision.
type Kind int

// The kinds of reading, in the order the readings are listed.
const (
	CountyReading Kind = iota
	PlaceReading
	SubdivisionReading
)

// Reading is one thing a query may mean, with the county a search for it opens and the people it
// ranks by: its own, never its county's.
type Reading struct {
	Kind   Kind
	Name   string // as the page shows it: Springfield, Brooklyn, Harris
	Type   string // a place's or subdivision's Census type word (city, borough, CDP); empty for a county
	State  string // postal code
	County string // FIPS code of the county it opens; its own for a county
	// Tract is the GEOID of the census tract of County whose outline holds a place's point, for a
	// county with tracts (datagen's Model.TractsAt); empty otherwise.
	Tract     string
	TractName string // the tract's number within its county, as the Census Bureau writes it (2049.20)
	// Lat and Lon are a place's internal point (the Gazetteer's); zero for a county or subdivision.
	Lat, Lon float64
	People   int
	// Counted is false for a place with no 2020 count (created or recoded since): it ranks below
	// every place that has one.
	Counted bool
}

// State is a state as the search reads it in a query: its code and every name of it.
type State struct {
	Code  string
	Names []string // the English name of states.csv, then the Spanish ones in file order
}

// Pipe is the product in the generator's list of pipes: it cuts the readings datagen left in the
// run's context (Give), with the names of the products before it, and writes the files.
type Pipe struct{}

func (Pipe) String() string { return "places" }

func (Pipe) APIFiles() []pipe.APIFile {
	return []pipe.APIFile{
		{Key: "placePieces", Path: PathPrefix, Type: pipe.JSONType, About: "the search's places, subdivisions and Superfund sites by a word's first two letters (places/sp)"},
		{Key: "placeIndex", Path: IndexPath, Type: pipe.JSONType, About: "the search's index: every county, every state's and compound's names, the pieces' keys"},
		{Key: "placeWords", Path: WordsPath, Type: pipe.JSONType, About: "every word of every name the search knows"},
		{Key: "placePoints", Path: PointsPrefix, Type: pipe.JSONType, About: "the internal points of a piece's places, in its order (place-points/sp)"},
	}
}

type inputKey struct{}

// input is what datagen leaves for the pipe.
type input struct {
	readings []Reading
	states   []State
}

// Give leaves the readings and the states in ctx for the pipe.
func Give(ctx *pipe.Context, readings []Reading, states []State) {
	ctx.Set(inputKey{}, input{readings, states})
}

// Run runs after the compounds' and the sites' pipes, whose names the search knows too.
func (Pipe) Run(ctx *pipe.Context) error {
	in, _ := ctx.Value(inputKey{}).(input)
	names := Names{Compounds: compounds.ProductOf(ctx).MeasureNames(ctx.Spanish), Sites: sites.Names(ctx)}
	encoded, err := encode(Cut(in.readings, in.states, names))
	if err != nil {
		return fmt.Errorf("encode %s: %w", PathPrefix, err)
	}
	ctx.Add(encoded...)
	return nil
}

// Files is what the search's files are made of.
type Files struct {
	Counties  map[string]indexCounty // the county readings, by FIPS
	States    []State
	Compounds []compounds.MeasureName // the pesticide layer's measures, in their file's order
	Pieces    []Piece                 // in key order
	Words     []string                // every word of every reading's name, folded, sorted, once each
}

// Names are the other products' names a query may be: the pesticide layer's measures (the linked
// sum and each compound) and the output's Superfund sites, in EPA ID order.
type Names struct {
	Compounds []compounds.MeasureName
	Sites     []sites.Name
}

// Piece is /api/places/<key>: every place, subdivision and Superfund site with a word of its name
// starting with the key.
type Piece struct {
	Key          string
	Places       []pieceReading
	Subdivisions []pieceReading
	Sites        []sites.Name
}

// indexCounty is a county of the index, written [name, state, population].
type indexCounty struct {
	Name, State string
	People      int
}

func (c indexCounty) MarshalJSON() ([]byte, error) {
	return appendCounty(nil, c), nil
}

// pieceReading is a place or subdivision of a piece, written [name, state, county, population or
// null, type word], then the GEOID and the name of its census tract when it has one.
type pieceReading struct{ Reading }

// Cut puts the counties and the measures' names in the index and cuts the places, subdivisions and
// sites into pieces: each is in the piece of every distinct key of its words. The words are the
// readings' only: the page forgives a typo in a place's name, not in a site's.
func Cut(readings []Reading, states []State, names Names) Files {
	files := Files{Counties: map[string]indexCounty{}, States: states, Compounds: names.Compounds}
	pieces := map[string]*Piece{}
	// pieceOf is the piece of each distinct key of a name's words.
	pieceOf := func(words []string, each func(*Piece)) {
		var keys []string // a name has a few words
		for _, w := range words {
			key := pieceKey(w)
			if slices.Contains(keys, key) {
				continue
			}
			keys = append(keys, key)
			p := pieces[key]
			if p == nil {
				p = &Piece{Key: key}
				pieces[key] = p
			}
			each(p)
		}
	}
	words := map[string]bool{}
	for _, r := range readings {
		nameWords := Words(r.Name)
		for _, w := range nameWords {
			words[w] = true
		}
		switch r.Kind {
		case CountyReading:
			files.Counties[r.County] = indexCounty{Name: r.Name, State: r.State, People: r.People}
		case PlaceReading:
			pieceOf(nameWords, func(p *Piece) { p.Places = append(p.Places, pieceReading{r}) })
		case SubdivisionReading:
			pieceOf(nameWords, func(p *Piece) { p.Subdivisions = append(p.Subdivisions, pieceReading{r}) })
		}
	}
	for _, s := range names.Sites {
		pieceOf(Words(s.Name), func(p *Piece) { p.Sites = append(p.Sites, s) })
	}
	for _, key := range slices.Sorted(maps.Keys(pieces)) {
		files.Pieces = append(files.Pieces, *pieces[key])
	}
	files.Words = slices.Sorted(maps.Keys(words))
	return files
}

// indexFile is /api/places/index.
type indexFile struct {
	Counties  map[string]indexCounty `json:"counties"`
	States    [][]string             `json:"states"`
	Compounds [][]string             `json:"compounds"`
	Keys      string                 `json:"keys"`
}

// encode writes the pieces at places/<key>, then the index and the words. A key that is
// not lower-case ASCII letters and digits (a name whose word starts with another letter once folded)
// fails: the page could not ask for its piece.
func encode(s Files) ([]pipe.File, error) {
	files := make([]pipe.File, 0, len(s.Pieces)+2)
	keys := make([]string, 0, len(s.Pieces))
	for _, p := range s.Pieces {
		if !isPieceKey(p.Key) {
			return nil, fmt.Errorf("a name has a word starting %q, which is no key of lower-case letters and digits a to z, 0 to 9", p.Key)
		}
		files = append(files, pipe.File{Path: PathPrefix + p.Key, Data: appendPiece(nil, p)})
		if len(p.Places) > 0 {
			files = append(files, pipe.File{Path: PointsPrefix + p.Key, Data: appendPoints(nil, p.Places)})
		}
		keys = append(keys, p.Key)
	}
	states := make([][]string, len(s.States))
	for i, st := range s.States {
		states[i] = append([]string{st.Code}, st.Names...)
	}
	measures := make([][]string, len(s.Compounds))
	for i, m := range s.Compounds {
		measures[i] = []string{m.ID, m.English}
		if m.Spanish != m.English {
			measures[i] = append(measures[i], m.Spanish)
		}
	}
	index, err := pipe.JSON(indexFile{Counties: s.Counties, States: states, Compounds: measures, Keys: strings.Join(keys, " ")})
	if err != nil {
		return nil, err
	}
	words, err := pipe.JSON(map[string]string{"words": strings.Join(s.Words, " ")})
	if err != nil {
		return nil, err
	}
	return append(files, pipe.File{Path: IndexPath, Data: index}, pipe.File{Path: WordsPath, Data: words}), nil
}

// appendPiece writes a piece as encoding/json would write {"places":[...],"subdivisions":[...]}
// (empty lists as []), then "sites":[[EPA ID, name],...] where the piece has sites, with plain
// appends: through json's reflection and a MarshalJSON per reading the 33,000 readings took a fifth
// of a national run.
func appendPiece(buf []byte, p Piece) []byte {
	buf = append(buf, `{"places":`...)
	buf = appendReadings(buf, p.Places)
	buf = append(buf, `,"subdivisions":`...)
	buf = appendReadings(buf, p.Subdivisions)
	if len(p.Sites) > 0 {
		buf = append(buf, `,"sites":[`...)
		for i, s := range p.Sites {
			if i > 0 {
				buf = append(buf, ',')
			}
			buf = append(appendJSONString(append(appendJSONString(append(buf, '['), s.EPAID), ','), s.Name), ']')
		}
		buf = append(buf, ']')
	}
	return append(buf, "}\n"...)
}

func appendReadings(buf []byte, readings []pieceReading) []byte {
	buf = append(buf, '[')
	for i, r := range readings {
		if i > 0 {
			buf = append(buf, ',')
		}
		buf = append(appendJSONString(append(buf, '['), r.Name), ',')
		buf = append(appendJSONString(buf, r.State), ',')
		buf = append(appendJSONString(buf, r.County), ',')
		if r.Counted {
			buf = strconv.AppendInt(buf, int64(r.People), 10)
		} else {
			buf = append(buf, "null"...)
		}
		buf = appendJSONString(append(buf, ','), r.Type)
		if r.Tract != "" {
			buf = appendJSONString(append(appendJSONString(append(buf, ','), r.Tract), ','), r.TractName)
		}
		buf = append(buf, ']')
	}
	return append(buf, ']')
}

// appendPoints writes {"places":[[latitude, longitude],...]}: the internal point of each of a
// piece's places, in the piece's order, to 3 decimals (about 100 m), which is enough for a
// distance to the tenth of a kilometre and takes half the bytes of the Gazetteer's 6.
func appendPoints(buf []byte, places []pieceReading) []byte {
	buf = append(buf, `{"places":[`...)
	for i, r := range places {
		if i > 0 {
			buf = append(buf, ',')
		}
		buf = append(appendDegrees(append(appendDegrees(append(buf, '['), r.Lat), ','), r.Lon), ']')
	}
	return append(buf, "]}\n"...)
}

func appendDegrees(buf []byte, degrees float64) []byte {
	return strconv.AppendFloat(buf, math.Round(degrees*1000)/1000, 'f', -1, 64)
}

// appendCounty writes a county of the index, [name, state, population].
func appendCounty(buf []byte, c indexCounty) []byte {
	buf = append(appendJSONString(append(buf, '['), c.Name), ',')
	buf = append(appendJSONString(buf, c.State), ',')
	return append(strconv.AppendInt(buf, int64(c.People), 10), ']')
}

// appendJSONString writes s as encoding/json does with HTML escaping off: quotes, backslashes,
// control characters and U+2028, U+2029 escaped, the rest as it is (the texts are valid UTF-8:
// pipe.CheckText).
func appendJSONString(buf []byte, s string) []byte {
	buf = append(buf, '"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			buf = append(buf, '\\', byte(r))
		case r == '\n':
			buf = append(buf, `\n`...)
		case r == '\r':
			buf = append(buf, `\r`...)
		case r == '\t':
			buf = append(buf, `\t`...)
		case r < 0x20 || r == '\u2028' || r == '\u2029':
			buf = fmt.Appendf(buf, `\u%04x`, r)
		default:
			buf = utf8.AppendRune(buf, r)
		}
	}
	return append(buf, '"')
}
