package datagen

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync"

	"github.com/pd-riskmap/riskmap/datagen/internal/pipe"
)

// Write replaces out/api with files as one unit, as google/renameio does for single files: the new
// tree is written into a temporary folder inside out (same file system, so renames are atomic),
// every file and folder is fsynced, then the old tree is renamed aside, the new one renamed into
// place and the old one removed. A failure before the swap leaves out/api untouched; a failure
// during it puts the old tree back.
func Write(fsys FS, out string, files []OutputFile) (err error) {
	final := filepath.Join(out, pipe.APIDir)
	unchanged := true
	defer func() {
		if err != nil && unchanged {
			err = fmt.Errorf("%s: %w; %s left unchanged", final, err, final)
		} else if err != nil {
			err = fmt.Errorf("%s: %w", final, err)
		}
	}()
	if err := fsys.MkdirAll(out, 0o755); err != nil {
		return err
	}
	tmp, err := fsys.MkdirTemp(out, ".api-new-")
	if err != nil {
		return err
	}
	defer func() {
		if tmp != "" {
			_ = fsys.RemoveAll(tmp)
		}
	}()
	if err := writeTree(fsys, tmp, files); err != nil {
		return err
	}

	exists, err := fsys.Exists(final)
	if err != nil {
		return err
	}
	if !exists {
		if err := fsys.Rename(tmp, final); err != nil {
			return err
		}
		tmp, unchanged = "", false
		return syncSwap(fsys, out)
	}
	old := filepath.Join(out, ".api-old-"+strings.TrimPrefix(filepath.Base(tmp), ".api-new-"))
	if err := fsys.Rename(final, old); err != nil {
		return err
	}
	if err := fsys.Rename(tmp, final); err != nil {
		if restoreErr := fsys.Rename(old, final); restoreErr != nil {
			unchanged = false
			return errors.Join(err, fmt.Errorf("the previous tree is in %s; rename it back to %s: %w", old, final, restoreErr))
		}
		return err
	}
	tmp, unchanged = "", false
	if err := syncSwap(fsys, out); err != nil {
		return err
	}
	// The new tree is in place; a leftover old folder is only clutter, so its removal may fail.
	_ = fsys.RemoveAll(old)
	return nil
}

// syncSwap makes the renames durable; the new tree is already visible when it fails.
func syncSwap(fsys FS, out string) error {
	if err := fsys.SyncDir(out); err != nil {
		return fmt.Errorf("the new tree is in place but syncing %s failed, so a crash may undo it: %w", out, err)
	}
	return nil
}

// writeTree writes files under dir and fsyncs them and every folder it made.
func writeTree(fsys FS, dir string, files []OutputFile) error {
	dirs := []string{dir}
	made := map[string]bool{dir: true}
	paths := make([]string, len(files))
	for i, f := range files {
		paths[i] = filepath.Join(dir, filepath.FromSlash(f.Path))
		if parent := filepath.Dir(paths[i]); !made[parent] {
			if err := fsys.MkdirAll(parent, 0o755); err != nil {
				return err
			}
			made[parent] = true
			dirs = append(dirs, parent)
		}
	}
	if err := writeFiles(fsys, paths, files); err != nil {
		return err
	}
	// Children first, so each folder's entries are on disk before its parent's.
	for i := len(dirs) - 1; i >= 0; i-- {
		if err := fsys.SyncDir(dirs[i]); err != nil {
			return err
		}
	}
	return nil
}

// fileWriters is how many files are written and fsynced at once. A national build writes some 900
// small files (the ZIP pieces), and one fsync after another took most of a run (about 1 s).
const fileWriters = 16

// writeFiles writes files[i] to paths[i], several at a time, and returns the first error.
func writeFiles(fsys FS, paths []string, files []OutputFile) error {
	var (
		wg    sync.WaitGroup
		once  sync.Once
		first error
		next  = make(chan int)
	)
	for range min(fileWriters, len(files)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				if err := writeFile(fsys, paths[i], files[i].Data); err != nil {
					once.Do(func() { first = err })
				}
			}
		}()
	}
	for i := range files {
		next <- i
	}
	close(next)
	wg.Wait()
	return first
}

func writeFile(fsys FS, path string, data []byte) error {
	f, err := fsys.Create(path)
	if err != nil {
		return err
	}
	return writeSyncClose(f, data)
}

// writeSyncClose makes data durable before the caller renames the file into place.
func writeSyncClose(f File, data []byte) error {
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// WriteFileAtomic replaces path with data as google/renameio does: a temporary file in the same
// folder, fsynced, then renamed over path, so readers see the old file or the new, never half.
func WriteFileAtomic(fsys FS, path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := replaceFile(fsys, dir, path, data); err != nil {
		return fmt.Errorf("write %s: %w; %s left unchanged", path, err, path)
	}
	if err := fsys.SyncDir(dir); err != nil {
		return fmt.Errorf("sync %s after replacing %s: %w", dir, path, err)
	}
	return nil
}

func replaceFile(fsys FS, dir, path string, data []byte) (err error) {
	f, err := fsys.CreateTemp(dir, "."+filepath.Base(path)+"-")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			_ = fsys.RemoveAll(f.Name())
		}
	}()
	if err := writeSyncClose(f, data); err != nil {
		return err
	}
	return fsys.Rename(f.Name(), path)
}
