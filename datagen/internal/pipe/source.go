package pipe

// Source is a data set that figures come from: a row of exposures/sources.csv, which the page's
// list of sources, the data package and each product's citations all read.
type Source struct {
	Publisher string `json:"publisher"`
	Dataset   string `json:"dataset"`
	Years     string `json:"years"`
	URL       string `json:"url"`
	Licence   string `json:"licence"`
}

// Citation names the source as the codebook and the data package do: "publisher: dataset (years)".
func (s Source) Citation() string { return s.Publisher + ": " + s.Dataset + " (" + s.Years + ")" }
