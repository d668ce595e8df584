//go:build !amd64 || purego

package jsonscan

// indexStop is indexStopGo.
func indexStop(s string) int {
	return indexStopGo(s)
}
