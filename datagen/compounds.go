package datagen

import "github.com/pd-riskmap/riskmap/datagen/internal/pipe/compounds"

// The pesticide compounds product (datagen/internal/pipe/compounds) owns its reading, checks,
// figures, files and its download's description; this adapts its texts to the generator's
// translations.

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
