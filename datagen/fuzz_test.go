package datagen

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// FuzzReadCounties feeds arbitrary bytes to the counties reader and, when they read, to validation
// and encoding: nothing may panic, every problem must be located in the file, and rows that read
// must survive an encode and re-read unchanged.
func FuzzReadCounties(f *testing.F) {
	fixture, err := os.ReadFile(filepath.Join(fixtureData, CountiesFile))
	if err != nil {
		f.Fatal(err)
	}
	// A few lines only: the fuzzer minimises every new input it keeps, which takes most of a short
	// run when seeds are kilobytes long.
	fixture = []byte(strings.Join(strings.SplitAfter(string(fixture), "\n")[:4], ""))
	f.Add(fixture)
	f.Add(append([]byte("\uFEFF"), bytes.ReplaceAll(fixture, []byte("\n"), []byte("\r\n"))...))
	f.Add([]byte(header + `06003,"<img src=x onerror=alert(1)> ""Q"", N",California,CA,38.5,-119.8` + "\n"))
	f.Add([]byte(header + "06003,\"Al\npine\",California,CA,38.5,-119.8\n"))
	f.Add([]byte(header + "06003,Al\"pine,California,CA,38.5,-119.8\n"))
	f.Add([]byte(header + "6003,,Californa,XX,NaN,1e3\n06003\n"))
	f.Add([]byte("fips,name\n"))
	f.Add([]byte{})

	// The other files are the fixture's: a valid input runs every stage, which on the whole committed
	// data took seconds an input and stalled the fuzzer on the first one it minimised.
	ds, err := Read(OSFS{}, fixtureData)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		table, err := ReadCounties(bytes.NewReader(data), "f.csv")
		if err != nil {
			checkProblems(t, err)
			return
		}
		for i := range table.Rows {
			if line := table.Line(i, "name"); line < 2 {
				t.Fatalf("row %d at line %d, before the header's end", i, line)
			}
		}
		roundTrip(t, table.Rows)

		run := *ds
		run.Counties = table
		m, err := Validate(&run)
		if err != nil {
			checkProblems(t, err)
			return
		}
		Measure(m)
		if _, err := Encode(OSFS{}, fixtureData, m, Transform(m, DefaultLastUpdated)); err != nil {
			t.Fatalf("valid rows failed to encode: %v", err)
		}
	})
}

func checkProblems(t *testing.T, err error) {
	var list ErrorList
	if !errors.As(err, &list) || len(list) == 0 {
		t.Fatalf("error %v is not a problem list", err)
	}
	for _, p := range list {
		if !strings.HasSuffix(p.File, ".csv") || p.Line < 0 || p.Message == "" {
			t.Fatalf("problem %+v is not located", p)
		}
	}
}

// roundTrip encodes rows as counties.csv and reads them back. encoding/csv drops a carriage return
// before a line feed even inside quotes, so such values cannot round-trip and are skipped.
func roundTrip(t *testing.T, rows []CountyRow) {
	for _, r := range rows {
		if strings.Contains(r.FIPS+r.Name+r.State+r.StateCode+r.Latitude+r.Longitude, "\r") {
			return
		}
	}
	data, err := EncodeCSV(rows)
	if err != nil {
		t.Fatalf("encode: %v", err)
	}
	again, err := ReadCounties(bytes.NewReader(data), "f.csv")
	if err != nil {
		t.Fatalf("re-read: %v\n%q", err, data)
	}
	if len(rows) == 0 && len(again.Rows) == 0 {
		return
	}
	if !reflect.DeepEqual(again.Rows, rows) {
		t.Fatalf("round trip changed rows:\n got %q\nwant %q", again.Rows, rows)
	}
}

// committedDataSet reads the committed data folder.
func committedDataSet(t testing.TB) *DataSet {
	t.Helper()
	ds, err := Read(OSFS{}, repoData)
	if err != nil {
		t.Fatal(err)
	}
	return ds
}
