package datagen

import "github.com/pd-riskmap/riskmap/datagen/internal/pipe"

// The products that own their reading (datagen/internal/pipe/compounds, tracts) hand their texts to
// the generator's translations.

// productTexts are the texts of the products read, the census tracts' then the pesticide compounds'.
func (ds *DataSet) productTexts() []pipe.Text {
	var texts []pipe.Text
	if ds.Tracts != nil {
		texts = ds.Tracts.Texts()
	}
	if ds.Compounds != nil {
		texts = append(texts, ds.Compounds.Texts()...)
	}
	return texts
}

// textColumns are a product's texts that the Spanish files say in Spanish, as translatedColumns
// lists the data's, one column of texts per file and column.
func textColumns(texts []pipe.Text) []translatedColumn {
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
