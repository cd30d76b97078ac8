package zips

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// Pipe is the product in the generator's list of pipes: it writes the pieces of the checked, kept
// ZIPs that the generator left in the run's context (Give).
type Pipe struct{}

func (Pipe) String() string { return "ZIPs" }

func (Pipe) APIFiles() []pipe.APIFile {
	return []pipe.APIFile{{Key: "zipPieces", Path: PathPrefix, Type: pipe.JSONType,
		About: "the counties of the ZIPs by first digits (zip/902)"}}
}

type zipsKey struct{}

// Give leaves the checked, kept ZIPs in ctx for the pipe.
func Give(ctx *pipe.Context, zips []ZIP) { ctx.Set(zipsKey{}, zips) }

func (Pipe) Run(ctx *pipe.Context) error {
	zips, _ := ctx.Value(zipsKey{}).([]ZIP)
	files, err := encode(pieces(zips, ctx.Counties))
	if err != nil {
		return fmt.Errorf("encode %s: %w", PathPrefix, err)
	}
	ctx.Add(files...)
	return nil
}

// Piece is /api/zip/<prefix>: the ZIPs starting with Prefix and the counties they name.
type Piece struct {
	Prefix   string              `json:"-"`
	ZIPs     map[string][]string `json:"zips"`
	Counties map[string]County   `json:"counties"`
}

// County names a county of a piece, so the page can say where a ZIP is even when its county is
// not in the view it has loaded.
type County struct {
	Name  string `json:"name"`
	State string `json:"state"`
}

// pieces groups the ZIPs by prefix, in prefix order: the ZIPs come in order, so a piece's ZIPs
// follow one another and its maps are made at their size.
func pieces(zips []ZIP, counties map[string]pipe.County) []Piece {
	var pieces []Piece
	for len(zips) > 0 {
		prefix := zips[0].ZIP[:prefixLen]
		n := 1
		for n < len(zips) && zips[n].ZIP[:prefixLen] == prefix {
			n++
		}
		p := Piece{Prefix: prefix, ZIPs: make(map[string][]string, n), Counties: make(map[string]County, n)}
		for _, z := range zips[:n] {
			p.ZIPs[z.ZIP] = z.Counties
			for _, fips := range z.Counties {
				c := counties[fips]
				p.Counties[fips] = County{Name: c.Name, State: c.State}
			}
		}
		pieces = append(pieces, p)
		zips = zips[n:]
	}
	return pieces
}

// encode renders each piece at zip/<prefix> as the compact JSON encoding/json writes for it, keys
// sorted and a newline at the end, but with plain appends: json's reflection, and its sorting of
// map keys as reflect values, took a tenth of a national run over the 900 pieces. ZIPs and county
// FIPS codes are 5 digits and every ZIP has a county (Check, Select), so they are written as they
// are; each county's name and state go through encoding/json, once per county.
func encode(pieces []Piece) ([]pipe.File, error) {
	counties := map[County][]byte{}
	files := make([]pipe.File, len(pieces))
	var keys []string // reused from piece to piece
	for i, p := range pieces {
		buf := make([]byte, 0, 24*len(p.ZIPs)+64*len(p.Counties)+32)
		buf = append(buf, `{"zips":{`...)
		keys = sortedKeys(keys, p.ZIPs)
		for j, zip := range keys {
			buf = appendKey(buf, j, zip)
			buf = append(buf, '[')
			for k, fips := range p.ZIPs[zip] {
				if k > 0 {
					buf = append(buf, ',')
				}
				buf = append(buf, '"')
				buf = append(buf, fips...)
				buf = append(buf, '"')
			}
			buf = append(buf, ']')
		}
		buf = append(buf, `},"counties":{`...)
		keys = sortedKeys(keys, p.Counties)
		for j, fips := range keys {
			c := p.Counties[fips]
			data, ok := counties[c]
			if !ok {
				encoded, err := pipe.JSON(c)
				if err != nil {
					return nil, err
				}
				data = bytes.TrimSuffix(encoded, []byte("\n"))
				counties[c] = data
			}
			buf = append(appendKey(buf, j, fips), data...)
		}
		buf = append(buf, "}}\n"...)
		files[i] = pipe.File{Path: PathPrefix + p.Prefix, Data: buf}
	}
	return files, nil
}

// appendKey writes the j-th key of an object, which needs no escaping, with its colon.
func appendKey(buf []byte, j int, key string) []byte {
	if j > 0 {
		buf = append(buf, ',')
	}
	buf = append(buf, '"')
	buf = append(buf, key...)
	return append(buf, `":`...)
}

// sortedKeys returns the keys of m in order, in the space of keys.
func sortedKeys[V any](keys []string, m map[string]V) []string {
	keys = keys[:0]
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
