package datagen

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// The search's files (datagen/API.md): the index (every county, every state's names and the keys of
// the pieces), which the page fetches when the search opens; the pieces of places and subdivisions,
// one per key of a word, which it fetches as a query names them; and every word, which it fetches to
// forgive a typo in a query's first letters.
const (
	PlacesPathPrefix = "places/"
	PlaceIndexPath   = PlacesPathPrefix + "index"
	PlaceWordsPath   = PlacesPathPrefix + "words"
)

// SearchFiles is what the search's files are made of.
type SearchFiles struct {
	Counties map[string]indexCounty // the county readings, by FIPS
	States   []SearchState
	Pieces   []SearchPiece // in key order
	Words    []string      // every word of every reading's name, folded, sorted, once each
}

// SearchPiece is /api/places/<key>: every place and subdivision with a word of its name starting
// with the key.
type SearchPiece struct {
	Key          string
	Places       []pieceReading
	Subdivisions []pieceReading
}

// indexCounty is a county of the index, written [name, state, population].
type indexCounty struct {
	Name, State string
	People      int
}

func (c indexCounty) MarshalJSON() ([]byte, error) {
	return json.Marshal([]any{c.Name, c.State, c.People})
}

// pieceReading is a place or subdivision of a piece, written [name, state, county, population or
// null, type word].
type pieceReading struct{ SearchReading }

func (r pieceReading) MarshalJSON() ([]byte, error) {
	var people any
	if r.Counted {
		people = r.People
	}
	return json.Marshal([]any{r.Name, r.State, r.County, people, r.Type})
}

// searchFiles puts the counties in the index and cuts the places and subdivisions into pieces: each
// is in the piece of every distinct key of its words.
func searchFiles(readings []SearchReading, states []SearchState) SearchFiles {
	files := SearchFiles{Counties: map[string]indexCounty{}, States: states}
	pieces := map[string]*SearchPiece{}
	words := map[string]bool{}
	for _, r := range readings {
		if r.Kind == CountyReading {
			files.Counties[r.County] = indexCounty{Name: r.Name, State: r.State, People: r.People}
		}
		keys := map[string]bool{}
		for _, w := range searchWords(r.Name) {
			words[w] = true
			key := pieceKey(w)
			if keys[key] || r.Kind == CountyReading {
				continue
			}
			keys[key] = true
			p := pieces[key]
			if p == nil {
				p = &SearchPiece{Key: key}
				pieces[key] = p
			}
			switch r.Kind {
			case PlaceReading:
				p.Places = append(p.Places, pieceReading{r})
			case SubdivisionReading:
				p.Subdivisions = append(p.Subdivisions, pieceReading{r})
			}
		}
	}
	for _, key := range sortedKeys(nil, pieces) {
		files.Pieces = append(files.Pieces, *pieces[key])
	}
	files.Words = sortedKeys(nil, words)
	return files
}

// pieceFile is a piece as JSON; empty lists are written [], never null.
type pieceFile struct {
	Places       []pieceReading `json:"places"`
	Subdivisions []pieceReading `json:"subdivisions"`
}

// indexFile is /api/places/index.
type indexFile struct {
	Counties map[string]indexCounty `json:"counties"`
	States   [][]string             `json:"states"`
	Keys     string                 `json:"keys"`
}

// encodeSearchFiles writes the pieces at places/<key>, then the index and the words. A key that is
// not lower-case ASCII letters and digits (a name whose word starts with another letter once folded)
// fails: the page could not ask for its piece.
func encodeSearchFiles(s SearchFiles) ([]OutputFile, error) {
	files := make([]OutputFile, 0, len(s.Pieces)+2)
	keys := make([]string, 0, len(s.Pieces))
	for _, p := range s.Pieces {
		if !isPieceKey(p.Key) {
			return nil, fmt.Errorf("a name has a word starting %q, which is no key of lower-case letters and digits a to z, 0 to 9", p.Key)
		}
		data, err := encodeCompactJSON(pieceFile{Places: orEmpty(p.Places), Subdivisions: orEmpty(p.Subdivisions)})
		if err != nil {
			return nil, err
		}
		files = append(files, OutputFile{Path: PlacesPathPrefix + p.Key, Data: data})
		keys = append(keys, p.Key)
	}
	states := make([][]string, len(s.States))
	for i, st := range s.States {
		states[i] = append([]string{st.Code}, st.Names...)
	}
	index, err := encodeCompactJSON(indexFile{Counties: s.Counties, States: states, Keys: strings.Join(keys, " ")})
	if err != nil {
		return nil, err
	}
	words, err := encodeCompactJSON(map[string]string{"words": strings.Join(s.Words, " ")})
	if err != nil {
		return nil, err
	}
	return append(files, OutputFile{Path: PlaceIndexPath, Data: index}, OutputFile{Path: PlaceWordsPath, Data: words}), nil
}

func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return slices.Clip(s)
}
