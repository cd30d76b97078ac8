package serve

import (
	"context"
	"io"
	"net"
	"net/http"
	"testing"
	"time"
)

// runOnLoopback starts Run with h on a free loopback port; stop cancels it and done gives Run's result.
func runOnLoopback(t testing.TB, h http.Handler, grace time.Duration) (addr string, stop context.CancelFunc, done <-chan error) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	result := make(chan error, 1)
	go func() { result <- Run(ctx, ln, h, grace) }()
	return ln.Addr().String(), stop, result
}

func TestRunStopsCleanly(t *testing.T) {
	addr, cancel, done := runOnLoopback(t, newTestHandler(t), 5*time.Second)

	res, err := http.Get("http://" + addr + "/api/counties")
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("status = %d", res.StatusCode)
	}

	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("Run = %v, want nil after cancel", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Run did not return after cancel")
	}
	if _, err := http.Get("http://" + addr + "/"); err == nil {
		t.Error("server still answers after shutdown")
	}
}

func TestRunReportsServeError(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ln.Close()
	if err := Run(context.Background(), ln, http.NotFoundHandler(), time.Second); err == nil {
		t.Fatal("Run on a closed listener succeeded")
	}
}

func TestIsLoopback(t *testing.T) {
	tests := []struct {
		addr string
		want bool
	}{
		{"127.0.0.1:8080", true},
		{"127.1.2.3:80", true},
		{"[::1]:8080", true},
		{"localhost:8080", true},
		{":8080", false},
		{"0.0.0.0:8080", false},
		{"[::]:8080", false},
		{"192.168.1.10:8080", false},
		{"example.com:80", false},
		{"127.0.0.1", false},
	}
	for _, tt := range tests {
		if got := IsLoopback(tt.addr); got != tt.want {
			t.Errorf("IsLoopback(%q) = %v, want %v", tt.addr, got, tt.want)
		}
	}
}
