// Command riskmap turns county source CSVs into the site's static API files and serves the built site.
package main

import "os"

func main() { os.Exit(run(os.Args[1:], newStreams())) }
