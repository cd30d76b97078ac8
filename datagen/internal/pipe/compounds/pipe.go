package compounds

import (
	"fmt"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// Pipe is the product in the generator's list of pipes: it writes the files of the product that the
// generator read, checked, measured and narrowed to the kept states with the data folder's other
// files, and left in the run's context (Give).
type Pipe struct{}

func (Pipe) String() string { return "pesticide compounds" }

func (Pipe) APIFiles() []pipe.APIFile { return apiFiles }

type productKey struct{}

// Give leaves the measured, selected product in ctx for the pipe.
func Give(ctx *pipe.Context, p *Product) { ctx.Set(productKey{}, p) }

// ProductOf is the product left in ctx (Give); nil where none was.
func ProductOf(ctx *pipe.Context) *Product {
	p, _ := ctx.Value(productKey{}).(*Product)
	return p
}

func (Pipe) Run(ctx *pipe.Context) error {
	p := ProductOf(ctx)
	english, spanish, download, err := p.Encode(ctx.Spanish)
	if err != nil {
		return fmt.Errorf("encode %s: %w", Path, err)
	}
	ctx.Add(pipe.File{Path: Path, Data: english}, pipe.File{Path: SpanishPath, Data: spanish},
		pipe.File{Path: ExportPath, Data: download})
	return nil
}
