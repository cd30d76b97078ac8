package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"
)

// version is set at link time: go build -ldflags "-X main.version=v1.2.3".
var version = "dev"

// streams are the command's IO, injected so tests can assert stdout and stderr exactly.
type streams struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer
}

func newStreams() *streams { return &streams{In: os.Stdin, Out: os.Stdout, ErrOut: os.Stderr} }

func newRootCmd(io *streams) *cobra.Command {
	root := &cobra.Command{
		Use:   "riskmap",
		Short: "Build and serve the Parkinson's Disease Environmental Risk Mapper",
		Long: `riskmap turns the county source CSVs in data/ into the static API files of the
Parkinson's Disease Environmental Risk Mapper, and serves the built site locally
exactly as the production CDN serves it (netlify.toml).`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetIn(io.In)
	root.SetOut(io.Out)
	root.SetErr(io.ErrOut)
	root.AddCommand(
		newGenerateCmd(io),
		newImportCmd(io),
		newServeCmd(io),
		newVersionCmd(io),
	)
	return root
}

// run executes the command line and returns the process exit code; every error is printed once.
func run(args []string, io *streams) int {
	root := newRootCmd(io)
	root.SetArgs(args)
	if err := root.Execute(); err != nil {
		var silent *silentError
		if !errors.As(err, &silent) {
			fmt.Fprintf(io.ErrOut, "riskmap: %v\n", err)
		}
		return 1
	}
	return 0
}

// silentError marks a failure whose details the command has already printed.
type silentError struct{ err error }

func (e *silentError) Error() string { return e.err.Error() }
func (e *silentError) Unwrap() error { return e.err }
