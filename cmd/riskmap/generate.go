package main

import (
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/pd-riskmap/riskmap/datagen"
)

type generateOptions struct {
	IO          *streams
	DataDir     string
	OutDir      string
	States      string
	LastUpdated string
	SiteURL     string
}

func newGenerateCmd(io *streams) *cobra.Command {
	opts := &generateOptions{IO: io}
	cmd := &cobra.Command{
		Use:   "generate",
		Short: "Turn the data CSVs into the site's static API files",
		Long:  generateHelp(),
		Example: `  riskmap generate --data data --out build
  riskmap generate --states CA`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkSiteURL(opts.SiteURL); err != nil {
				return err
			}
			return generateRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.DataDir, "data", "data", "`folder` holding the source CSVs")
	cmd.Flags().StringVar(&opts.OutDir, "out", "build", "`folder` to write the api folder into")
	cmd.Flags().StringVar(&opts.States, "states", "all", "comma-separated state `codes` to include, or all")
	cmd.Flags().StringVar(&opts.LastUpdated, "last-updated", datagen.DefaultLastUpdated, "`date` the data was last updated, shown on the site")
	cmd.Flags().StringVar(&opts.SiteURL, "site-url", os.Getenv("URL"), "the page's `address`, named in the workbook and the data package")
	return cmd
}

// generateHelp says what generate does and lists every file it reads and writes, from the generator's
// own lists (datagen.DataFiles, and datagen.Pipes with their files), so the help names what the code does.
func generateHelp() string {
	var b strings.Builder
	b.WriteString(`Read the data folder, check every file and write the static API files to
<out>/api (see datagen/API.md and data/README.md).

Reads, in <data>:
`)
	w := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	for _, f := range datagen.DataFiles {
		fmt.Fprintf(w, "  %s\t%s\n", f.Path, f.About)
	}
	w.Flush()
	b.WriteString("\nWrites, in <out>/api, product by product in the order they are made (a path\nending in / is a folder of pieces):\n")
	for _, p := range datagen.Pipes {
		fmt.Fprintf(w, "\n%s:\n", p)
		for _, f := range p.APIFiles() {
			about := f.About
			if f.Download != "" {
				about += ", downloaded as " + f.Download
			}
			fmt.Fprintf(w, "  %s\t%s\n", f.Path, about)
		}
	}
	w.Flush()
	b.WriteString(`
Percentiles are national, whatever --states keeps; census tracts are written
for the kept counties only. The workbook and the data package name the page's
address: --site-url, or $URL, which Netlify sets in its builds.

Every problem in the data is listed with its file and line; then nothing is
written. The api folder is replaced as a whole, so a failed run leaves the
previous files as they were.`)
	return b.String()
}

// checkSiteURL accepts an empty address (a local build) or an absolute http(s) one.
func checkSiteURL(address string) error {
	if address == "" {
		return nil
	}
	if u, err := url.Parse(address); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return fmt.Errorf("--site-url: %q is not an absolute http(s) address; give one such as https://example.org/", address)
	}
	return nil
}

func generateRun(opts *generateOptions) error {
	res, err := datagen.Generate(datagen.Options{
		DataDir:     opts.DataDir,
		OutDir:      opts.OutDir,
		States:      datagen.ParseStates(opts.States),
		LastUpdated: opts.LastUpdated,
		SiteURL:     opts.SiteURL,
	})
	if err != nil {
		return printProblems(opts.IO, err, folder(opts.DataDir), folder(opts.OutDir))
	}
	_, err = fmt.Fprintf(opts.IO.Out, "wrote %d files for %d counties (%d with measured data) to %s\n",
		res.Files, res.Counties, res.Measured, res.Dir)
	if err == nil && res.Unplaced > 0 {
		_, err = fmt.Fprintf(opts.IO.Out, "left %d places of %s out of the search: neither a 2020 count nor a county outline of their state holds them; %s may name it\n",
			res.Unplaced, filepath.Join(opts.DataDir, datagen.PlacesFile), filepath.Join(opts.DataDir, datagen.PlaceCountiesFile))
	}
	return err
}

// maxPrinted is how many data problems are printed. A file that is wrong throughout (a 100,000-row
// file in the wrong format made 199,000 lines) shows its pattern in the first ones.
const maxPrinted = 100

// printProblems prints each data problem on its own line, the first maxPrinted of them and then
// how many more there are, then a summary, and returns the error silenced; other errors are
// returned for run to print.
func printProblems(io *streams, err error, source, target string) error {
	var problems datagen.ErrorList
	if !errors.As(err, &problems) {
		return err
	}
	for _, p := range problems[:min(len(problems), maxPrinted)] {
		fmt.Fprintln(io.ErrOut, p)
	}
	if more := len(problems) - maxPrinted; more > 0 {
		fmt.Fprintf(io.ErrOut, "... and %d more\n", more)
	}
	noun := "problems"
	if len(problems) == 1 {
		noun = "problem"
	}
	fmt.Fprintf(io.ErrOut, "riskmap: %d %s in %s; %s left unchanged\n", len(problems), noun, source, target)
	return &silentError{err}
}

// folder names a directory the way the user typed it, with a trailing slash: data/.
func folder(dir string) string {
	return filepath.Clean(dir) + string(filepath.Separator)
}
