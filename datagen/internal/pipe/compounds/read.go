package compounds

import "io"

// Open opens a file of the data folder; datagen passes its file system's, which tests make fail.
type Open func(name string) (io.ReadCloser, error)
