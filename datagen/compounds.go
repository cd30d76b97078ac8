package datagen

import (
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/compounds"
)

// The pesticide compounds product (datagen/internal/pipe/compounds) owns its reading, checks,
// figures and files; these adapt what it hands over to the generator's translations and downloads.

// compoundTexts are the product's texts that the Spanish files say in Spanish, as translatedColumns
// lists the data's, one column of texts per file and column.
func compoundTexts(p *compounds.Product) []translatedColumn {
	if p == nil {
		return nil
	}
	texts := p.Texts()
	var columns []translatedColumn
	for _, t := range texts {
		n := len(columns)
		if n == 0 || columns[n-1].file != t.File || columns[n-1].column != t.Column {
			columns = append(columns, translatedColumn{file: t.File, column: t.Column})
			n++
		}
		columns[n-1].rows++
	}
	start := 0
	for i := range columns {
		texts := texts[start : start+columns[i].rows]
		columns[i].text = func(k int) string { return texts[k].English }
		columns[i].valid = func(int) bool { return true }
		columns[i].line = func(k int) int { return texts[k].Line }
		start += columns[i].rows
	}
	return columns
}

// compoundsDownload describes the product's CSV download for the codebook and the data package.
func compoundsDownload(p *compounds.Product) pipe.Download {
	d := pipe.Download{Name: compounds.DownloadName, Path: compounds.ExportPath, Title: compounds.Title, PrimaryKey: compounds.PrimaryKey}
	src := compounds.Source
	citation := src.Citation()
	for _, c := range p.Columns() {
		f := pipe.Field{Name: c.Name, Heading: c.Heading, Meaning: pipe.Say(c.Meaning), Unit: c.Unit, Type: c.Type, Pattern: c.Pattern,
			Enum: c.Enum, Minimum: c.Minimum, Maximum: c.Maximum, Years: src.Years, Source: citation}
		if c.Name == "fips" {
			f.Source, f.Years = censusCounties, ""
		}
		d.Fields = append(d.Fields, f)
	}
	return d
}
