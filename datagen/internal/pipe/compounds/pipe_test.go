package compounds

import (
	"bytes"
	"testing"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// TestPipe: the pipe writes the product it was given, its English and Spanish files and its
// download, the Spanish through the run's translations.
func TestPipe(t *testing.T) {
	p := measured(t, "testdata")
	ctx := &pipe.Context{Spanish: func(s string) string { return "ES " + s }}
	Give(ctx, p)
	if err := (Pipe{}).Run(ctx); err != nil {
		t.Fatal(err)
	}
	english, spanish, download, err := p.Encode(ctx.Spanish)
	if err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string][]byte{Path: english, SpanishPath: spanish, ExportPath: download} {
		if got := ctx.File(path); !bytes.Equal(got, want) {
			t.Errorf("%s = %.80s..., want %.80s...", path, got, want)
		}
	}
	if !bytes.Contains(ctx.File(SpanishPath), []byte(`"ES `)) || bytes.Contains(ctx.File(Path), []byte(`"ES `)) {
		t.Errorf("the Spanish file is not said in Spanish, or the English one is")
	}
	if n := len(ctx.Files()); n != len(apiFiles) {
		t.Errorf("%d files, want one per API file (%d)", n, len(apiFiles))
	}
}
