package datagen

import (
	"io"
	"os"
)

// FS is the file system calls the generator makes. Production uses OSFS; tests wrap it to fail a
// chosen call, because running as root makes permission bits useless for provoking disk errors.
type FS interface {
	Open(name string) (io.ReadCloser, error)
	MkdirAll(path string, perm os.FileMode) error
	// MkdirTemp and CreateTemp make new uniquely named entries readable by all (0755 and 0644),
	// since they become the published files.
	MkdirTemp(dir, pattern string) (string, error)
	CreateTemp(dir, pattern string) (File, error)
	Create(name string) (File, error)
	Rename(oldpath, newpath string) error
	RemoveAll(path string) error
	Exists(path string) (bool, error)
	// SyncDir flushes a folder's entries, so a rename into it survives a crash.
	SyncDir(path string) error
}

// File is a file being written.
type File interface {
	Name() string
	io.Writer
	Sync() error
	Close() error
}

// OSFS is the real file system.
type OSFS struct{}

func (OSFS) Open(name string) (io.ReadCloser, error)      { return os.Open(name) }
func (OSFS) MkdirAll(path string, perm os.FileMode) error { return os.MkdirAll(path, perm) }
func (OSFS) Create(name string) (File, error)             { return os.Create(name) }
func (OSFS) Rename(oldpath, newpath string) error         { return os.Rename(oldpath, newpath) }
func (OSFS) RemoveAll(path string) error                  { return os.RemoveAll(path) }

func (OSFS) Exists(path string) (bool, error) {
	_, err := os.Lstat(path)
	if os.IsNotExist(err) {
		return false, nil
	}
	return err == nil, err
}

func (OSFS) SyncDir(path string) error {
	d, err := os.Open(path)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}

func (OSFS) MkdirTemp(dir, pattern string) (string, error) {
	name, err := os.MkdirTemp(dir, pattern)
	if err != nil {
		return "", err
	}
	return name, os.Chmod(name, 0o755)
}

func (OSFS) CreateTemp(dir, pattern string) (File, error) {
	f, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	if err := f.Chmod(0o644); err != nil {
		f.Close()
		os.Remove(f.Name())
		return nil, err
	}
	return f, nil
}
