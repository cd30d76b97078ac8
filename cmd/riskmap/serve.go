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
	"strconv"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/pd-riskmap/riskmap/cmd/riskmap/internal/serve"
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
		Long: `Serve the built site (dist/) with the header rules Netlify applies to it, from
<dir>/_headers (written by the build) and netlify.toml: the same security and
cache headers, API content types and 404 pages as production. Of netlify.toml's
[[redirects]] it follows only a folder's own 404 page (status = 404 for
"/folder/*", no force) and refuses any other rule.
Run ` + "`npm run build`" + ` first. Stop with Ctrl-C.

The port is 8080, or $PORT when it is set; --addr overrides both.`,
		Example: `  riskmap serve
  PORT=3000 riskmap serve
  riskmap serve --addr 0.0.0.0:8080`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !cmd.Flags().Changed("addr") {
				if err := checkPort(os.Getenv("PORT")); err != nil {
					return err
				}
			}
			return serveRun(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.Dir, "dir", "dist", "built site `directory` to serve")
	cmd.Flags().StringVar(&opts.Addr, "addr", defaultAddr(os.Getenv("PORT")), "`host:port` to listen on; loopback keeps the site on this machine")
	cmd.Flags().StringVar(&opts.Config, "config", "netlify.toml", "Netlify configuration `file` with the header rules")
	return cmd
}

func serveRun(ctx context.Context, opts *serveOptions) error {
	// The build first: without it, the 404 pages netlify.toml names are missing too.
	index := filepath.Join(opts.Dir, "index.html")
	if _, err := os.Stat(index); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("%s not found: run `npm run build` first", index)
		}
		return fmt.Errorf("check site: %w", err)
	}
	cfg, err := serve.Load(opts.Config, opts.Dir)
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%s not found: run riskmap from the repository root or pass --config", opts.Config)
	}
	if err != nil {
		return err
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

	fmt.Fprintf(opts.IO.Out, "serving %s at %s\n", opts.Dir, siteURL(ln.Addr()))
	err = serve.Run(ctx, ln, handler, shutdownGrace)
	fmt.Fprintln(opts.IO.Out, "stopped")
	return err
}

// defaultAddr listens on loopback at $PORT, or at 8080 when PORT is unset.
func defaultAddr(port string) string {
	if port == "" {
		port = "8080"
	}
	return net.JoinHostPort("127.0.0.1", port)
}

// checkPort refuses a PORT that is set but no port number, rather than failing later with a
// listen error that names an address the user never typed.
func checkPort(port string) error {
	if port == "" {
		return nil
	}
	if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		return fmt.Errorf("PORT=%q is not a port number: set it to one from 0 to 65535, or pass --addr", port)
	}
	return nil
}

// siteURL is an address a person can open: a server listening on every interface
// (0.0.0.0, ::) is reached from this machine at localhost.
func siteURL(addr net.Addr) string {
	tcp, ok := addr.(*net.TCPAddr)
	if !ok || !tcp.IP.IsUnspecified() {
		return "http://" + addr.String()
	}
	return fmt.Sprintf("http://localhost:%d (listening on all interfaces)", tcp.Port)
}
