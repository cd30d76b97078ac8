// Package sites is the Superfund sites product: the sites where EPA's decision documents list
// trichloroethylene (TCE) or tetrachloroethylene (PCE), from data/superfund-solvents/. It owns the
// product whole, as a goreleaser pipe does: reading and checking its two CSVs, each county's count
// of sites and nearest site, the sites file the map's layer loads, the download with its columns,
// and the API files it adds (Pipe). It imports nothing of datagen, which lists its Pipe among the
// products and describes its download's columns for the codebook and the data package.
package sites

// LayerID names the sites' layer in the page's links and the studies file (evidence/studies.csv's
// layer column). It is not a factor: the sites count in no combined score.
const LayerID = "solvents"

// Dir is the product's folder in the data folder; its SOURCE.md says how the files were made.
const Dir = "superfund-solvents"

// The source files.
const (
	SitesFile          = "sites.csv"
	ConcentrationsFile = "concentrations.csv"
)

// The API files: the sites (read by the layer, when it is shown) and the download.
const (
	Path         = "sites"
	ExportPath   = "export/superfund-sites"
	DownloadName = "superfund-sites-tce-pce.csv"
)

// Solvent is a chemical of the product, in the order the files list them.
type Solvent int

const (
	TCE Solvent = iota
	PCE
)

// solvents are the chemicals as concentrations.csv names them, with the solubility in water above
// which a groundwater maximum cannot be a dissolved concentration (SOURCE.md, "Known limits").
var solvents = []struct {
	Name, Short   string
	SolubleUgPerL float64
}{
	{"trichloroethylene", "TCE", 1.28e6},
	{"tetrachloroethylene", "PCE", 2.06e5},
}

// Site is a checked line of sites.csv with its concentrations.
type Site struct {
	EPAID, Name, State, FIPS string
	Lat, Lon                 float64
	Latitude, Longitude      string // as written, so no float formatting changes a digit
	NPL                      string // the NPL status code as the source writes it
	Federal                  bool
	Listed                   [2]bool // TCE and PCE appear for the site (with or without a value)
	Readings                 []Reading
}

// Reading is a line of concentrations.csv: the highest concentration of a solvent in a medium, in
// units as written.
type Reading struct {
	Solvent  Solvent
	Medium   string
	Max      string // as written: the units are not converted
	Units    string // empty where the source gives none
	Document string
	// AboveSolubility marks a groundwater maximum above the solvent's solubility in water: the
	// source's value, kept as written, which may reflect free product in a well or a unit error.
	AboveSolubility bool
}

// Product is the checked sites, in EPA ID order. Its methods read a nil Product as one without
// sites: a county without sites still encodes.
type Product struct {
	Sites []Site
}

// sites is p's sites; none for a nil p.
func (p *Product) sites() []Site {
	if p == nil {
		return nil
	}
	return p.Sites
}

// Name is a site as the search knows it, so a query can open it without the sites file.
type Name struct {
	EPAID, Name string
}

// Names are p's sites' EPA IDs and names, in EPA ID order.
func (p *Product) Names() []Name {
	names := make([]Name, len(p.sites()))
	for i, s := range p.sites() {
		names[i] = Name{EPAID: s.EPAID, Name: s.Name}
	}
	return names
}
