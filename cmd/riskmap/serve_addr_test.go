package main

import (
	"bytes"
	"net"
	"strings"
	"testing"
)

func TestDefaultAddr(t *testing.T) {
	tests := []struct{ port, want string }{
		{"", "127.0.0.1:8080"},
		{"3000", "127.0.0.1:3000"},
		{"0", "127.0.0.1:0"},
	}
	for _, tt := range tests {
		t.Setenv("PORT", tt.port)
		if got := newServeCmd(&streams{}).Flags().Lookup("addr").DefValue; got != tt.want {
			t.Errorf("PORT=%q: --addr default = %q, want %q", tt.port, got, tt.want)
		}
	}
}

func TestServeBadPort(t *testing.T) {
	tests := []struct {
		name, port string
		args       []string
		stderr     string
	}{
		{"not a number", "abc", nil, "riskmap: PORT=\"abc\" is not a port number: set it to one from 0 to 65535, or pass --addr\n"},
		{"out of range", "70000", nil, "riskmap: PORT=\"70000\" is not a port number: set it to one from 0 to 65535, or pass --addr\n"},
		// --addr wins over PORT, so a bad PORT does not matter; the missing build is the error.
		{"--addr given", "abc", []string{"--addr", "127.0.0.1:0", "--dir", "/nonexistent"}, "riskmap: /nonexistent/index.html not found: run `npm run build` first\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("PORT", tt.port)
			var out, errOut bytes.Buffer
			args := append([]string{"serve", "--config", repoConfig}, tt.args...)
			if code := run(args, &streams{In: strings.NewReader(""), Out: &out, ErrOut: &errOut}); code != 1 {
				t.Errorf("exit code = %d, want 1", code)
			}
			if errOut.String() != tt.stderr {
				t.Errorf("stderr = %q, want %q", errOut.String(), tt.stderr)
			}
		})
	}
}

func TestSiteURL(t *testing.T) {
	tests := []struct {
		addr net.Addr
		want string
	}{
		{&net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 8080}, "http://127.0.0.1:8080"},
		{&net.TCPAddr{IP: net.IPv6loopback, Port: 8080}, "http://[::1]:8080"},
		{&net.TCPAddr{IP: net.IPv4(192, 168, 1, 10), Port: 80}, "http://192.168.1.10:80"},
		{&net.TCPAddr{IP: net.IPv4zero, Port: 8080}, "http://localhost:8080 (listening on all interfaces)"},
		{&net.TCPAddr{IP: net.IPv6unspecified, Port: 3000}, "http://localhost:3000 (listening on all interfaces)"},
	}
	for _, tt := range tests {
		if got := siteURL(tt.addr); got != tt.want {
			t.Errorf("siteURL(%s) = %q, want %q", tt.addr, got, tt.want)
		}
	}
}
