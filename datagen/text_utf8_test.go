package datagen

import (
	"strings"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// TestCheckTextUTF8 checks that a text field with bytes that are not UTF-8 is refused on its own
// line (JSON would turn them into U+FFFD while the CSV export kept them).
func TestCheckTextUTF8(t *testing.T) {
	const file = "data/counties.csv"
	tests := []struct{ name, value, want string }{
		{"plain", "Alameda", ""},
		{"accents and CJK", "Doña Ana 郡", ""},
		{"Latin-1 byte", "Do\xf1a Ana", file + `:3: name: "Do\xf1a Ana" is not valid UTF-8: save the file as UTF-8`},
		{"cut sequence", "Alameda\xe2\x82", file + `:3: name: "Alameda\xe2\x82" is not valid UTF-8: save the file as UTF-8`},
		{"empty", "", file + ":3: name: must not be empty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			content := header + "06001,Alameda,California,CA,37.6,-121.8\n06003," + tt.value + ",California,CA,38.5,-119.8\n"
			table, errs := ReadTable[CountyRow](strings.NewReader(content), file, countyColumns)
			if len(errs) > 0 {
				t.Fatal(errs)
			}
			got := pipe.CheckText(nil, table, 1, "name", table.Rows[1].Name).Error()
			if got != tt.want {
				t.Errorf("problems = %s, want %s", got, tt.want)
			}
		})
	}
}
