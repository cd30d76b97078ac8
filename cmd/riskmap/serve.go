package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/pd-riskmap/riskmap/datagen/serve"
)

// shutdownGrace is how long requests in flight may finish after SIGINT or SIGTERM.
const shutdownGrace = 5 * time.Second

type serveOptions struct {
	IO     *streams
	Dir    string
	Addr   string
	Config string
}

func newServeCmd(io *streams) *cobra.Command {
	opts := &serveOptions{IO: io}
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Serve the built site locally as Netlify serves it",
		Long: `Serve the built site (dist/) with the header rules of netlify.toml: the same
security and cache headers, API content types and 404 page as production.
Run ` + "`npm run build`" + ` first. Stop with Ctrl-C.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return serveRun(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.Dir, "dir", "dist", "built site `directory` to serve")
	cmd.Flags().StringVar(&opts.Addr, "addr", "127.0.0.1:8080", "`host:port` to listen on; loopback keeps the site on this machine")
	cmd.Flags().StringVar(&opts.Config, "config", "netlify.toml", "Netlify configuration `file` with the header rules")
	return cmd
}

func serveRun(ctx context.Context, opts *serveOptions) error {
	cfg, err := serve.LoadConfig(opts.Config)
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%s not found: run riskmap from the repository root or pass --config", opts.Config)
	}
	if err != nil {
		return err
	}
	index := filepath.Join(opts.Dir, "index.html")
	if _, err := os.Stat(index); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("%s not found: run `npm run build` first", index)
		}
		return fmt.Errorf("check site: %w", err)
	}
	handler, err := serve.NewHandler(opts.Dir, cfg)
	if err != nil {
		return err
	}
	defer handler.Close()

	if !serve.IsLoopback(opts.Addr) {
		fmt.Fprintf(opts.IO.ErrOut, "warning: %s is not a loopback address: other machines can reach the site\n", opts.Addr)
	}
	ln, err := net.Listen("tcp", opts.Addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", opts.Addr, err)
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()

	fmt.Fprintf(opts.IO.Out, "serving %s at http://%s\n", opts.Dir, ln.Addr())
	err = serve.Run(ctx, ln, handler, shutdownGrace)
	fmt.Fprintln(opts.IO.Out, "stopped")
	return err
}
