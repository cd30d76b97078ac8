package sites

import (
	"fmt"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// Pipe is the product in the generator's list of pipes. It reads and checks the sites, gives the
// output's counties their counts and nearest sites (over every site of the nation, wherever the
// output's states end) for the measured figures' population files (ByCounty), the nearest site to
// any point for the census tracts' files (Nearest), the output's sites' names for the search
// (Names), and writes the output's sites and their download.
type Pipe struct{}

func (Pipe) String() string { return "Superfund sites" }

func (Pipe) APIFiles() []pipe.APIFile {
	return []pipe.APIFile{
		{Key: "sites", Path: Path, Type: pipe.JSONType,
			About: "the Superfund sites with TCE or PCE: points, counties, NPL status and highest concentrations"},
		{Key: "exportSites", Path: ExportPath, Type: pipe.CSVType, Download: DownloadName,
			About: "the same sites, a line per solvent, medium and units"},
	}
}

func (Pipe) Run(ctx *pipe.Context) error {
	product, problems := Read(ctx.Open, ctx.DataDir, ctx.Counties)
	if product == nil || len(problems) > 0 {
		return pipe.Problems(problems).Err()
	}
	kept := make(map[string]bool, len(ctx.Output))
	output := make([]pipe.County, len(ctx.Output))
	for i, fips := range ctx.Output {
		kept[fips] = true
		output[i] = ctx.Counties[fips]
	}
	locator := product.Locator()
	ctx.Set(byCountyKey{}, locator.ByCounty(output))
	ctx.Set(locatorKey{}, locator)
	product = product.Keep(kept)
	ctx.Set(namesKey{}, product.Names())
	source, _ := ctx.Value(sourceKey{}).(pipe.Source)
	english, err := product.Encode(source, ctx.Spanish)
	if err != nil {
		return fmt.Errorf("encode %s: %w", Path, err)
	}
	download, err := product.Download()
	if err != nil {
		return fmt.Errorf("encode %s: %w", ExportPath, err)
	}
	ctx.Add(pipe.File{Path: Path, Data: english}, pipe.File{Path: ExportPath, Data: download})
	return nil
}

type sourceKey struct{}

// Give leaves in ctx the row of exposures/sources.csv with SourceID, which the file cites.
func Give(ctx *pipe.Context, source pipe.Source) { ctx.Set(sourceKey{}, source) }

type byCountyKey struct{}

type locatorKey struct{}

type namesKey struct{}

// Names are the output's sites as the search knows them, once the pipe has run in ctx.
func Names(ctx *pipe.Context) []Name {
	names, _ := ctx.Value(namesKey{}).([]Name)
	return names
}

// ByCounty is each output county's count of sites and nearest site, once the pipe has run in ctx.
func ByCounty(ctx *pipe.Context) map[string]CountySites {
	byCounty, _ := ctx.Value(byCountyKey{}).(map[string]CountySites)
	return byCounty
}

// Nearest finds the site nearest a point over every site of the nation, once the pipe has run in
// ctx; nil before.
func Nearest(ctx *pipe.Context) *Locator {
	locator, _ := ctx.Value(locatorKey{}).(*Locator)
	return locator
}
