package datagen

import (
	"bytes"
	"slices"
)

// encodeZIPPieces renders each piece at zip/<prefix> as the compact JSON encoding/json writes for
// it, keys sorted and a newline at the end, but with plain appends: json's reflection, and its
// sorting of map keys as reflect values, took a tenth of a national run over the 900 pieces.
// ZIPs and county FIPS codes are 5 digits (checkZIPs) and every ZIP has a county (checkZIPs,
// selectZIPs), so they are written as they are; each county's name and state go through
// encoding/json, once per county.
func encodeZIPPieces(pieces []ZIPPiece) ([]OutputFile, error) {
	counties := map[ZIPCounty][]byte{}
	files := make([]OutputFile, len(pieces))
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
				encoded, err := encodeCompactJSON(c)
				if err != nil {
					return nil, err
				}
				data = bytes.TrimSuffix(encoded, []byte("\n"))
				counties[c] = data
			}
			buf = append(appendKey(buf, j, fips), data...)
		}
		buf = append(buf, "}}\n"...)
		files[i] = OutputFile{Path: ZIPPathPrefix + p.Prefix, Data: buf}
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
