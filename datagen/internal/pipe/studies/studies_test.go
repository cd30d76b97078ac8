package studies

import (
	"fmt"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// TestPipe: the pipe writes the studies it was given, the Spanish file with only the design,
// population and finding said in Spanish.
func TestPipe(t *testing.T) {
	ctx := &pipe.Context{Spanish: func(s string) string { return "ES " + s }}
	Give(ctx, []Study{{Layer: "pesticides", Authors: "Costello et al.", Year: 2009, Journal: "Am J Epidemiol",
		DOI: "10.1093/aje/kwp006", Design: "case-control", Population: "368 cases", Finding: "OR 1.75", NullResult: true}})
	if err := (Pipe{}).Run(ctx); err != nil {
		t.Fatal(err)
	}
	const study = `[
  {
    "layer": "pesticides",
    "authors": "Costello et al.",
    "year": 2009,
    "journal": "Am J Epidemiol",
    "doi": "10.1093/aje/kwp006",
    "design": %q,
    "population": %q,
    "finding": %q,
    "nullResult": true,
    "hypothesis": false
  }
]
`
	for _, tt := range []struct{ path, design, population, finding string }{
		{Path, "case-control", "368 cases", "OR 1.75"},
		{SpanishPath, "ES case-control", "ES 368 cases", "ES OR 1.75"},
	} {
		want := fmt.Sprintf(study, tt.design, tt.population, tt.finding)
		if got := string(ctx.File(tt.path)); got != want {
			t.Errorf("%s =\n%s\nwant\n%s", tt.path, got, want)
		}
	}
	if n := len(ctx.Files()); n != len(Pipe{}.APIFiles()) {
		t.Errorf("%d files, want one per API file (%d)", n, len(Pipe{}.APIFiles()))
	}
}
