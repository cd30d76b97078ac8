package serve

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestLoad measures the server over real loopback TCP. It never fails on
// speed, only on errors and non-200 answers, and is skipped unless asked for:
//
//	RISKMAP_LOAD=1 go test -run '^TestLoad$' -v ./cmd/riskmap/internal/serve/
//	RISKMAP_LOAD=1 RISKMAP_LOAD_DIR=$PWD/dist go test -run '^TestLoad$' -v ./cmd/riskmap/internal/serve/
func TestLoad(t *testing.T) {
	if os.Getenv("RISKMAP_LOAD") != "1" {
		t.Skip("load test: set RISKMAP_LOAD=1 to run (RISKMAP_LOAD_DIR=<absolute path of dist> to use a built site)")
	}
	const (
		requests    = 20000
		connections = 64
		timeLimit   = 2 * time.Minute
	)
	dir := os.Getenv("RISKMAP_LOAD_DIR")
	if dir == "" {
		dir = newTestSite(t)
	}
	addr, stop, done := runOnLoopback(t, newHandlerFor(t, dir), 10*time.Second)
	defer func() {
		stop()
		if err := <-done; err != nil {
			t.Errorf("shutdown: %v", err)
		}
	}()

	base := "http://" + addr
	paths := []string{"/", "/api/counties", "/api/export/csv"}
	client := &http.Client{
		Timeout: 10 * time.Second,
		Transport: &http.Transport{
			MaxIdleConns:        connections,
			MaxIdleConnsPerHost: connections,
			MaxConnsPerHost:     connections,
		},
	}
	defer client.CloseIdleConnections()

	var (
		next      atomic.Int64
		failures  atomic.Int64
		firstFail sync.Once
		failMsg   string
		latencies = make([]time.Duration, requests)
		wg        sync.WaitGroup
	)
	deadline := time.Now().Add(timeLimit)
	fail := func(msg string) {
		failures.Add(1)
		firstFail.Do(func() { failMsg = msg })
	}
	start := time.Now()
	for range connections {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := next.Add(1) - 1
				if i >= requests || time.Now().After(deadline) {
					return
				}
				url := base + paths[i%int64(len(paths))]
				t0 := time.Now()
				res, err := client.Get(url)
				if err != nil {
					fail(err.Error())
					continue
				}
				_, err = io.Copy(io.Discard, res.Body)
				res.Body.Close()
				latencies[i] = time.Since(t0)
				if err != nil || res.StatusCode != http.StatusOK {
					fail(fmt.Sprintf("%s: status %d, read error %v", url, res.StatusCode, err))
				}
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)

	completed := min(next.Load(), requests)
	measured := slices.DeleteFunc(latencies[:completed], func(d time.Duration) bool { return d == 0 })
	slices.Sort(measured)
	if len(measured) > 0 {
		t.Logf("%d requests, %d connections, %s total: %.0f requests/s, p50 %s, p99 %s, max %s",
			completed, connections, elapsed.Round(time.Millisecond), float64(completed)/elapsed.Seconds(),
			percentile(measured, 50), percentile(measured, 99), measured[len(measured)-1])
	}
	if completed < requests {
		t.Logf("stopped at the %s time limit after %d of %d requests", timeLimit, completed, requests)
	}
	if n := failures.Load(); n > 0 {
		t.Fatalf("%d failed requests; first: %s", n, failMsg)
	}
}

func percentile(sorted []time.Duration, p int) time.Duration {
	return sorted[(len(sorted)-1)*p/100].Round(time.Microsecond)
}
