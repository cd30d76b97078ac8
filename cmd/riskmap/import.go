package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pd-riskmap/riskmap/datagen"
)

type importOptions struct {
	IO      *streams
	From    string
	States  string
	DataDir string
}

func newImportCmd(io *streams) *cobra.Command {
	opts := &importOptions{IO: io}
	cmd := &cobra.Command{
		Use:   "import",
		Short: "Rebuild counties.csv and states.csv from the national county file",
		Long: `Read the national county file (columns geoid,usps,state,name,lat,lon; see
data/README.md), keep the counties of the given states and replace
<data>/counties.csv atomically, sorted by FIPS, and <data>/states.csv with the
box of every state in the file. Adding a state to the map is this command plus
riskmap generate: no code changes.`,
		Example: `  riskmap import --from data/us_counties.csv --states CA,FL
  riskmap import --from us_counties.csv --states all --data /tmp/national`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return importRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.From, "from", "", "national county CSV `file` to read (required)")
	cmd.Flags().StringVar(&opts.States, "states", "", "comma-separated state `codes` to keep, or all (required)")
	cmd.Flags().StringVar(&opts.DataDir, "data", "data", "`folder` whose counties.csv and states.csv are replaced")
	_ = cmd.MarkFlagRequired("from")
	// Required, not defaulted: a bare import would replace the committed two-state data with all states.
	_ = cmd.MarkFlagRequired("states")
	cmd.AddCommand(newImportOutlinesCmd(io))
	return cmd
}

func newImportOutlinesCmd(io *streams) *cobra.Command {
	dataDir := "data"
	cmd := &cobra.Command{
		Use:   "outlines",
		Short: "Prepare the census tracts' outlines that generate reads",
		Long: `Read the census tracts' outlines (<data>/ces4/ca_tracts_2010.geojson.gz), check
every feature, join the tracts' shared borders into one topology and replace
<data>/ces4/ca_tracts_2010.topojson.gz with it atomically. generate reads that
file, so that no run builds the topology again; run this after the GeoJSON
changes.`,
		Example: `  riskmap import outlines
  riskmap import outlines --data /tmp/national`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			from, to, err := datagen.ImportOutlines(nil, dataDir)
			if err != nil {
				return printProblems(io, err, from, to)
			}
			_, err = fmt.Fprintf(io.Out, "wrote the tract outlines of %s to %s\n", from, to)
			return err
		},
	}
	cmd.Flags().StringVar(&dataDir, "data", "data", "`folder` whose tract outlines are prepared")
	return cmd
}

func importRun(opts *importOptions) error {
	res, err := datagen.Import(nil, opts.From, opts.DataDir, datagen.ParseStates(opts.States))
	if err != nil {
		return printProblems(opts.IO, err, opts.From, folder(opts.DataDir))
	}
	_, err = fmt.Fprintf(opts.IO.Out, "wrote %d counties of %s to %s\nwrote the boxes of %d states to %s\n",
		res.Counties, strings.Join(res.States, ", "), res.CountiesFile, res.Boxes, res.StatesFile)
	return err
}
