package tracts

import (
	"fmt"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
)

// Pipe is the product in the generator's list of pipes: it writes the files of the checked tracts,
// narrowed to the kept states, that the generator left in the run's context (Give), with the number
// of each county's Superfund sites and each tract's nearest one (after the sites' pipe).
type Pipe struct{}

func (Pipe) String() string { return "census tracts" }

func (Pipe) APIFiles() []pipe.APIFile { return apiFiles }

type productKey struct{}

// Give leaves the checked, selected product in ctx for the pipe.
func Give(ctx *pipe.Context, p Product) { ctx.Set(productKey{}, p) }

func (Pipe) Run(ctx *pipe.Context) error {
	p := ctx.Value(productKey{}).(Product)
	download, err := pipe.WriteCSV(p.Download(), p.Rows, 120*(len(p.Tracts)+1))
	if err != nil {
		return fmt.Errorf("encode %s: %w", ExportPath, err)
	}
	ctx.Add(pipe.File{Path: ExportPath, Data: download})
	files, err := p.figuresFiles(ctx.Spanish, sites.Nearest(ctx), sites.ByCounty(ctx))
	if err != nil {
		return fmt.Errorf("encode %s: %w", FiguresPath, err)
	}
	ctx.Add(files...)
	return nil
}
