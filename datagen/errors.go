package datagen

import "github.com/pd-riskmap/riskmap/datagen/internal/pipe"

// Problem is one thing wrong with the source data (pipe.Problem: every pipe reports its own so).
type Problem = pipe.Problem

// ErrorList is every problem found in one run, file by file and row by row; it is an error when non-empty.
type ErrorList = pipe.Problems
