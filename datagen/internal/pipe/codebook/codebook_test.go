package codebook

import (
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// TestPipe: a row per column of every download but the codebook, its meaning in English and, last,
// in Spanish, a phrase's data texts said in Spanish and its kept texts as they are.
func TestPipe(t *testing.T) {
	spanish := map[string]string{"{layer} figure over {years}": "cifra de {layer} en {years}", "Noise": "Ruido"}
	ctx := &pipe.Context{Spanish: func(s string) string { return spanish[s] }, Downloads: []pipe.Download{
		{Name: "a.csv", Fields: []pipe.Field{
			{Name: "noise", Meaning: pipe.Say("{layer} figure over {years}", "layer", "Noise").Keeping("years", "2020"), Unit: "dB", Years: "2020", Source: "EPA"},
		}},
		Download(),
	}}
	if err := (Pipe{}).Run(ctx); err != nil {
		t.Fatal(err)
	}
	want := "file,column,meaning,unit,years,source,meaning_es\n" +
		"a.csv,noise,Noise figure over 2020,dB,2020,EPA,cifra de Ruido en 2020\n"
	if got := string(ctx.File(Path)); got != want {
		t.Errorf("%s =\n%s\nwant\n%s", Path, got, want)
	}
}
