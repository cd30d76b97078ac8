package datagen

import (
	"slices"
	"strings"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/compounds"
)

// The data package (Frictionless Data Package v1 with Table Schema) that lets portals and data
// tools read the CSV downloads without a person reading the codebook: each column's type, unit and
// meaning, what an empty cell is, and the key.

// countiesNotPeople is said wherever the figures leave the page: the descriptor and the workbook.
const countiesNotPeople = "The figures describe counties, not people: they are county-wide exposures that studies link to " +
	"Parkinson's disease in populations, and say neither that a place causes the disease nor what any one person's risk is. " +
	"For educational and entertainment purposes only; not medical advice."

type dataPackage struct {
	Profile     string            `json:"profile"`
	Name        string            `json:"name"`
	Title       string            `json:"title"`
	Description string            `json:"description"`
	Homepage    string            `json:"homepage,omitempty"`
	LastUpdated string            `json:"lastUpdated"` // the data's date as the page shows it, free text, so not Frictionless's ISO "created"
	Sources     []packageSource   `json:"sources"`
	Resources   []packageResource `json:"resources"`
}

// packageSource is a Frictionless source with the terms its data is used under. Frictionless's
// own licenses need an Open Definition id or a licence's address, which the sources' terms lack.
type packageSource struct {
	Title   string `json:"title"`
	Path    string `json:"path"`
	Licence string `json:"licence"`
}

type packageResource struct {
	Profile   string         `json:"profile"`
	Name      string         `json:"name"`
	Path      string         `json:"path"`
	Title     string         `json:"title"`
	Format    string         `json:"format"`
	Mediatype string         `json:"mediatype"`
	Encoding  string         `json:"encoding"`
	Bytes     int            `json:"bytes"`
	Dialect   packageDialect `json:"dialect"`
	Schema    tableSchema    `json:"schema"`
}

type packageDialect struct {
	Delimiter      string `json:"delimiter"`
	LineTerminator string `json:"lineTerminator"`
	Header         bool   `json:"header"`
}

type tableSchema struct {
	Fields        []schemaField `json:"fields"`
	MissingValues []string      `json:"missingValues"`
	PrimaryKey    []string      `json:"primaryKey,omitempty"` // none for the sites' download, whose units may be empty
}

type schemaField struct {
	Name        string            `json:"name"`
	Title       string            `json:"title,omitempty"`
	Type        string            `json:"type"`
	Description string            `json:"description"`
	Unit        string            `json:"unit,omitempty"` // not in Table Schema v1, which allows added properties
	Constraints *fieldConstraints `json:"constraints,omitempty"`
}

type fieldConstraints struct {
	Required bool     `json:"required,omitempty"`
	Pattern  string   `json:"pattern,omitempty"`
	Enum     []string `json:"enum,omitempty"`
	Minimum  *int     `json:"minimum,omitempty"`
	Maximum  *int     `json:"maximum,omitempty"`
}

// missingValue is how every CSV download writes "no value": an empty field.
const missingValue = ""

// encodeDataPackage describes each download of downloads, whose encoded bytes are data[i]. A
// resource's path is its download name: the package reads as one folder of downloaded files.
func encodeDataPackage(api *API, downloads []pipe.Download, data [][]byte) ([]byte, error) {
	p := dataPackage{Profile: "tabular-data-package", Name: "parkinsons-environmental-risk-mapper",
		Title:       "Parkinson's Disease Environmental Risk Mapper: county downloads",
		Description: countiesNotPeople, Homepage: api.SiteURL, LastUpdated: api.Environmental.LastUpdated}
	for _, s := range api.Environmental.MeasuredSources {
		p.Sources = append(p.Sources, packageSource{Title: s.Publisher + ": " + s.Dataset + " (" + s.Years + ")", Path: s.URL, Licence: s.Licence})
	}
	src := compounds.Source
	p.Sources = append(p.Sources, tractPackageSource(),
		packageSource{Title: src.Citation(), Path: src.URL, Licence: src.Licence}, sitesPackageSource())
	for i, d := range downloads {
		schema := tableSchema{MissingValues: []string{missingValue}, PrimaryKey: d.PrimaryKey}
		for _, f := range d.Fields {
			sf := schemaField{Name: f.Name, Title: f.Heading, Type: f.Type, Description: f.Meaning.String(), Unit: f.Unit}
			c := fieldConstraints{Required: slices.Contains(d.PrimaryKey, f.Name), Pattern: f.Pattern, Enum: f.Enum,
				Minimum: f.Minimum, Maximum: f.Maximum}
			if c.Required || c.Pattern != "" || c.Enum != nil || c.Minimum != nil || c.Maximum != nil {
				sf.Constraints = &c
			}
			schema.Fields = append(schema.Fields, sf)
		}
		p.Resources = append(p.Resources, packageResource{Profile: "tabular-data-resource",
			Name: strings.TrimSuffix(d.Name, ".csv"), Path: d.Name, Title: d.Title, Format: "csv", Mediatype: "text/csv",
			Encoding: "utf-8", Bytes: len(data[i]), Dialect: packageDialect{Delimiter: ",", LineTerminator: "\n", Header: true},
			Schema: schema})
	}
	return pipe.IndentedJSON(p)
}
