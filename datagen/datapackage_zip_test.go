package datagen

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/codebook"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/compounds"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/datapackage"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/demo"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/measured"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/sites"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/tracts"
	"github.com/pd-riskmap/riskmap/datagen/internal/pipe/workbooks"
)

// TestPackageResolvesBesideItsDescriptor: every resource path of the descriptor, resolved against the
// descriptor's own address as Frictionless does, is a file Generate writes with the download's bytes
// (the build's _headers serves it as CSV under that name, from APIFiles).
func TestPackageResolvesBesideItsDescriptor(t *testing.T) {
	inFixture(t)
	res := generateFixture(t)
	var descriptor datapackage.Descriptor
	if err := json.Unmarshal(readOutput(t, res.Dir, datapackage.Path), &descriptor); err != nil {
		t.Fatal(err)
	}
	downloads := map[string]string{demo.DownloadName: demo.ExportCSVPath, measured.DownloadName: measured.ExportPath,
		measured.PM25DownloadName: measured.ExportPM25Path, tracts.DownloadName: tracts.ExportPath, compounds.DownloadName: compounds.ExportPath,
		sites.DownloadName: sites.ExportPath, codebook.Name: codebook.Path}
	var names []string
	for _, r := range descriptor.Resources {
		names = append(names, r.Path)
		resolved := path.Join(path.Dir("/"+pipe.APIDir+"/"+datapackage.Path), r.Path)
		served, err := os.ReadFile(filepath.Join(res.Dir, filepath.FromSlash(datapackage.FilePath(r.Path))))
		if err != nil {
			t.Errorf("%s resolves to %s, which Generate does not write: %v", r.Path, resolved, err)
			continue
		}
		if download := readOutput(t, res.Dir, downloads[r.Path]); !bytes.Equal(served, download) || len(served) != r.Bytes {
			t.Errorf("%s: %d bytes, the download /api/%s %d, the descriptor %d", resolved, len(served), downloads[r.Path], len(download), r.Bytes)
		}
	}
	if want := []string{demo.DownloadName, measured.DownloadName, measured.PM25DownloadName, tracts.DownloadName, compounds.DownloadName, sites.DownloadName, codebook.Name}; !slices.Equal(names, want) {
		t.Errorf("resources = %q, want %q", names, want)
	}
}

// TestPackageZip: the zip holds the descriptor as datapackage.json and each file it lists under that
// name, byte for byte the served ones; every part of it, and of the workbook, carries the data's date.
func TestPackageZip(t *testing.T) {
	inFixture(t)
	res := generateFixture(t)
	descriptor := readOutput(t, res.Dir, datapackage.Path)
	var p datapackage.Descriptor
	if err := json.Unmarshal(descriptor, &p); err != nil {
		t.Fatal(err)
	}
	want := map[string][]byte{datapackage.Name: descriptor}
	for _, r := range p.Resources {
		want[r.Path] = readOutput(t, res.Dir, datapackage.FilePath(r.Path))
	}
	december := time.Date(2024, time.December, 1, 0, 0, 0, 0, time.UTC) // DefaultLastUpdated
	got := zipParts(t, readOutput(t, res.Dir, datapackage.ZipPath), december)
	if len(got) != len(want) {
		t.Errorf("the zip holds %d parts, want %d", len(got), len(want))
	}
	for name, data := range want {
		if !bytes.Equal(got[name], data) {
			t.Errorf("the zip's %s is not the served file (%d bytes, want %d)", name, len(got[name]), len(data))
		}
	}
	if parts := zipParts(t, readOutput(t, res.Dir, workbooks.CountiesPath), december); len(parts) == 0 {
		t.Error("the workbook has no parts")
	}
}

// zipParts reads every part of an archive, failing on a part not dated date.
func zipParts(t *testing.T, archive []byte, date time.Time) map[string][]byte {
	t.Helper()
	r, err := zip.NewReader(bytes.NewReader(archive), int64(len(archive)))
	if err != nil {
		t.Fatal(err)
	}
	parts := map[string][]byte{}
	for _, f := range r.File {
		if !f.Modified.Equal(date) {
			t.Errorf("%s is dated %v, want %v", f.Name, f.Modified, date)
		}
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		parts[f.Name], err = io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
	}
	return parts
}
