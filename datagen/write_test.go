package datagen

import (
	"errors"
	"os"
	"strings"
	"sync"
	"testing"
)

var errDisk = errors.New("no space left on device")

// faultyFS is the real file system except that chosen calls of one operation fail, as a full or
// failing disk would.
type faultyFS struct {
	OSFS
	op    string       // operation to fail: MkdirAll, MkdirTemp, Create, Write, Sync, Rename, SyncDir, Exists
	fail  map[int]bool // which calls of op fail, counting from 1
	mu    sync.Mutex   // files are written several at a time
	calls map[string]int
}

func newFaultyFS(op string, calls ...int) *faultyFS {
	f := &faultyFS{op: op, fail: map[int]bool{}, calls: map[string]int{}}
	for _, n := range calls {
		f.fail[n] = true
	}
	return f
}

func (f *faultyFS) check(op string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls[op]++
	if op == f.op && f.fail[f.calls[op]] {
		return errDisk
	}
	return nil
}

func (f *faultyFS) MkdirAll(path string, perm os.FileMode) error {
	if err := f.check("MkdirAll"); err != nil {
		return err
	}
	return f.OSFS.MkdirAll(path, perm)
}

func (f *faultyFS) MkdirTemp(dir, pattern string) (string, error) {
	if err := f.check("MkdirTemp"); err != nil {
		return "", err
	}
	return f.OSFS.MkdirTemp(dir, pattern)
}

func (f *faultyFS) Create(name string) (File, error) {
	if err := f.check("Create"); err != nil {
		return nil, err
	}
	file, err := f.OSFS.Create(name)
	return faultyFile{file, f}, err
}

func (f *faultyFS) CreateTemp(dir, pattern string) (File, error) {
	if err := f.check("Create"); err != nil {
		return nil, err
	}
	file, err := f.OSFS.CreateTemp(dir, pattern)
	return faultyFile{file, f}, err
}

func (f *faultyFS) Rename(oldpath, newpath string) error {
	if err := f.check("Rename"); err != nil {
		return err
	}
	return f.OSFS.Rename(oldpath, newpath)
}

func (f *faultyFS) SyncDir(path string) error {
	if err := f.check("SyncDir"); err != nil {
		return err
	}
	return f.OSFS.SyncDir(path)
}

func (f *faultyFS) Exists(path string) (bool, error) {
	if err := f.check("Exists"); err != nil {
		return false, err
	}
	return f.OSFS.Exists(path)
}

type faultyFile struct {
	File
	fs *faultyFS
}

// Write fails after writing half, as a disk filling up mid-file does.
func (f faultyFile) Write(p []byte) (int, error) {
	if err := f.fs.check("Write"); err != nil {
		n, _ := f.File.Write(p[:len(p)/2])
		return n, err
	}
	return f.File.Write(p)
}

func (f faultyFile) Sync() error {
	if err := f.fs.check("Sync"); err != nil {
		return err
	}
	return f.File.Sync()
}

// TestWriteDiskErrors fails each file system call of a run in turn: the previous build must stay
// byte-identical, with no temporary folder left behind.
func TestWriteDiskErrors(t *testing.T) {
	tests := []struct {
		op    string
		calls []int
	}{
		{"MkdirAll", []int{1}}, {"MkdirTemp", []int{1}}, {"MkdirAll", []int{2}},
		{"Create", []int{1}}, {"Create", []int{3}}, {"Write", []int{2}}, {"Write", []int{4}},
		{"Sync", []int{1}}, {"Sync", []int{4}}, {"SyncDir", []int{1}}, {"SyncDir", []int{2}},
		{"Exists", []int{1}}, {"Rename", []int{1}}, {"Rename", []int{2}},
	}
	for _, tt := range tests {
		t.Run(tt.op, func(t *testing.T) {
			inFixture(t)
			generateFixture(t)
			before := snapshot(t, "build")
			editData(t, CountiesFile, "06003,Alpine,", "06003,Alpine Changed,")
			fsys := newFaultyFS(tt.op, tt.calls...)
			_, err := Generate(Options{DataDir: "data", OutDir: "build", FS: fsys})
			if err == nil || !errors.Is(err, errDisk) || !strings.HasSuffix(err.Error(), "; build/api left unchanged") {
				t.Fatalf("error = %v, want the disk error and build/api left unchanged", err)
			}
			sameSnapshot(t, before, snapshot(t, "build"))
			if entries, _ := os.ReadDir("build"); len(entries) != 1 {
				t.Errorf("build/ holds %d entries, want only api", len(entries))
			}
		})
	}
	t.Run("message", func(t *testing.T) {
		inFixture(t)
		_, err := Generate(Options{DataDir: "data", OutDir: "build", FS: newFaultyFS("MkdirTemp", 1)})
		if want := "write: build/api: no space left on device; build/api left unchanged"; err == nil || err.Error() != want {
			t.Errorf("error = %v, want %s", err, want)
		}
	})
}

// TestWriteRestoreFails covers the one case that cannot leave the old tree in place: the new tree
// fails to move in and the old fails to move back. The message must say where the old tree is.
func TestWriteRestoreFails(t *testing.T) {
	inFixture(t)
	generateFixture(t)
	_, err := Generate(Options{DataDir: "data", OutDir: "build", FS: newFaultyFS("Rename", 2, 3)})
	if err == nil || strings.Contains(err.Error(), "left unchanged") || !strings.Contains(err.Error(), "the previous tree is in build/.api-old-") {
		t.Errorf("error = %v, want where the previous tree is", err)
	}
}

func TestWriteFirstRun(t *testing.T) {
	inFixture(t)
	if _, err := Generate(Options{DataDir: "data", OutDir: "build/nested"}); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat("build/nested/api")
	if err != nil || info.Mode().Perm() != 0o755 {
		t.Errorf("build/nested/api: %v, mode %v, want 0755", err, info.Mode())
	}
}

func TestWriteUnwritableOutFolder(t *testing.T) {
	if os.Getuid() == 0 {
		t.Skip("root ignores permission bits; TestWriteDiskErrors covers the failure with an injected error")
	}
	inFixture(t)
	generateFixture(t)
	before := snapshot(t, "build")
	if err := os.Chmod("build", 0o555); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod("build", 0o755) })
	_, err := Generate(Options{DataDir: "data", OutDir: "build"})
	if err == nil || !strings.HasSuffix(err.Error(), "; build/api left unchanged") {
		t.Errorf("error = %v, want build/api left unchanged", err)
	}
	sameSnapshot(t, before, snapshot(t, "build"))
}

func TestWriteFileAtomicDiskErrors(t *testing.T) {
	for _, op := range []string{"Create", "Write", "Sync", "Rename"} {
		t.Run(op, func(t *testing.T) {
			t.Chdir(t.TempDir())
			if err := os.WriteFile("counties.csv", []byte("old\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			err := WriteFileAtomic(newFaultyFS(op, 1), "counties.csv", []byte("new\n"))
			if want := "write counties.csv: no space left on device; counties.csv left unchanged"; err == nil || err.Error() != want {
				t.Errorf("error = %v, want %s", err, want)
			}
			if entries, _ := os.ReadDir("."); len(entries) != 1 {
				t.Errorf("%d entries left, want only counties.csv", len(entries))
			}
			if data, _ := os.ReadFile("counties.csv"); string(data) != "old\n" {
				t.Errorf("counties.csv = %q, want the old content", data)
			}
		})
	}
}

func TestWriteSyncAfterSwapFails(t *testing.T) {
	inFixture(t)
	generateFixture(t)
	editData(t, CountiesFile, "06003,Alpine,", "06003,Alpine Changed,")
	// The tree's folders (zip, places, place-points, export, es, pm25-by-year, population, county,
	// tract/shapes, tract/figures, the new api) are synced first; the twelfth SyncDir is the swap's.
	_, err := Generate(Options{DataDir: "data", OutDir: "build", FS: newFaultyFS("SyncDir", 12)})
	want := "write: build/api: the new tree is in place but syncing build failed, so a crash may undo it: no space left on device"
	if err == nil || err.Error() != want {
		t.Errorf("error = %v, want %s", err, want)
	}
	if data, _ := os.ReadFile("build/api/counties"); !strings.Contains(string(data), "Alpine Changed") {
		t.Errorf("the new tree is not in place")
	}
}
