package datagen

// ZIPPiece is /api/zip/<prefix>: the ZIPs starting with Prefix and the counties they name.
type ZIPPiece struct {
	Prefix   string               `json:"-"`
	ZIPs     map[string][]string  `json:"zips"`
	Counties map[string]ZIPCounty `json:"counties"`
}

// ZIPCounty names a county of a piece, so the page can say where a ZIP is even when its county is
// not in the view it has loaded.
type ZIPCounty struct {
	Name  string `json:"name"`
	State string `json:"state"`
}

// zipPieces groups the ZIPs by prefix, in prefix order. A ZIP is 5 digits (checkZIPs), so its
// prefix read as a number indexes the pieces: neither a map of pieces nor a sort of 34,000 ZIPs.
// Counting first makes each piece's maps at their size.
func zipPieces(m *Model) []ZIPPiece {
	names := make(map[string]ZIPCounty, len(m.National))
	for _, c := range m.National {
		names[c.FIPS] = ZIPCounty{Name: c.Name, State: c.State}
	}
	var sizes [zipPrefixes]int
	for zip := range m.ZIPs {
		sizes[zipPrefixNumber(zip)]++
	}
	var byPrefix [zipPrefixes]*ZIPPiece
	for zip, counties := range m.ZIPs {
		n := zipPrefixNumber(zip)
		p := byPrefix[n]
		if p == nil {
			p = &ZIPPiece{Prefix: zip[:zipPrefixLen], ZIPs: make(map[string][]string, sizes[n]),
				Counties: make(map[string]ZIPCounty, sizes[n])}
			byPrefix[n] = p
		}
		p.ZIPs[zip] = counties
		for _, fips := range counties {
			p.Counties[fips] = names[fips]
		}
	}
	var pieces []ZIPPiece
	for _, p := range byPrefix {
		if p != nil {
			pieces = append(pieces, *p)
		}
	}
	return pieces
}

// zipPrefixNumber reads the prefix of a ZIP as a number below zipPrefixes.
func zipPrefixNumber(zip string) int {
	n := 0
	for _, d := range []byte(zip[:zipPrefixLen]) {
		n = n*10 + int(d-'0')
	}
	return n
}
