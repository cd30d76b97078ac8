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
