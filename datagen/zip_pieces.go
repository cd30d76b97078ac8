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

// zipPieces groups the ZIPs by prefix, in prefix order: the ZIPs come in order, so a piece's ZIPs
// follow one another and its maps are made at their size.
func zipPieces(m *Model) []ZIPPiece {
	var pieces []ZIPPiece
	for zips := m.ZIPs; len(zips) > 0; {
		prefix := zips[0].ZIP[:zipPrefixLen]
		n := 1
		for n < len(zips) && zips[n].ZIP[:zipPrefixLen] == prefix {
			n++
		}
		p := ZIPPiece{Prefix: prefix, ZIPs: make(map[string][]string, n), Counties: make(map[string]ZIPCounty, n)}
		for _, z := range zips[:n] {
			p.ZIPs[z.ZIP] = z.Counties
			for _, fips := range z.Counties {
				c := m.NationalByFIPS[fips]
				p.Counties[fips] = ZIPCounty{Name: c.Name, State: c.State}
			}
		}
		pieces = append(pieces, p)
		zips = zips[n:]
	}
	return pieces
}
