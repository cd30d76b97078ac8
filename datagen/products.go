package datagen

import (
	"fmt"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
)

// The product whose code is the root package's, as a pipe of the one list (pipeline.go): it stands
// on the API records (transform.go), which it finds in the run's context (generated).

// generated is what the root package's pipe and the run's translation check share: the API records
// and the translator every Spanish text goes through.
type generated struct {
	api     *API
	spanish *translator
}

type generatedKey struct{}

func generatedOf(ctx *pipe.Context) *generated { return ctx.Value(generatedKey{}).(*generated) }

// encodeFile adds the file at path that encode makes, naming the path in a failure.
func encodeFile(ctx *pipe.Context, path string, encode func() ([]byte, error)) error {
	data, err := encode()
	if err != nil {
		return fmt.Errorf("encode %s: %w", path, err)
	}
	ctx.Add(pipe.File{Path: path, Data: data})
	return nil
}

// measuredPipe is every county's measured figures: the national percentiles, the population with
// each county's Superfund sites, the yearly PM2.5.
type measuredPipe struct{}

func (measuredPipe) String() string { return "measured figures" }

func (measuredPipe) APIFiles() []pipe.APIFile {
	return listed(
		APIFile{"exposures", ExposuresPath, pipe.JSONType, "", "every county's figures and national percentiles"},
		APIFile{"populationByState", PopulationStatePath, pipe.JSONType, "", "a state's counties' population, its year and source, by state FIPS (population/06)"},
		APIFile{"pm25Years", PM25StatePath, pipe.JSONType, "", "a state's yearly PM2.5, by state FIPS (pm25-by-year/06)"},
		APIFile{"exportExposures", ExportExposuresPath, pipe.CSVType, exportExposuresName, "every county's figures"},
		APIFile{"exportPm25Years", ExportPM25YearsPath, pipe.CSVType, pm25YearsName, "every county's yearly PM2.5"},
	)
}

func (measuredPipe) Run(ctx *pipe.Context) error {
	api := generatedOf(ctx).api
	if err := encodeFile(ctx, ExposuresPath, func() ([]byte, error) { return pipe.JSON(api.Exposures) }); err != nil {
		return err
	}
	if err := encodeFile(ctx, ExportExposuresPath, func() ([]byte, error) { return encodeExportExposures(api, exposuresDownload(api)) }); err != nil {
		return err
	}
	population, err := populationStateFiles(api.Measured, sites.ByCounty(ctx))
	if err != nil {
		return err
	}
	ctx.Add(population...)
	if len(api.PM25ByYear) == 0 {
		return nil
	}
	if err := encodeFile(ctx, ExportPM25YearsPath, func() ([]byte, error) { return encodePM25Years(api.PM25ByYear, pm25YearsDownload(api)) }); err != nil {
		return err
	}
	years, err := pm25StateFiles(api)
	ctx.Add(years...)
	return err
}
