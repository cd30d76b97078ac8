package main

import (
	"fmt"

	"github.com/spf13/cobra"
)

func newVersionCmd(io *streams) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version of riskmap",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			_, err := fmt.Fprintf(io.Out, "riskmap %s\n", version)
			return err
		},
	}
}
