// Package smaps reads what /proc/self/smaps says of a mapping of this
// process, for the tests of huge pages.
package smaps

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

// Field returns the value of the field name (such as "VmFlags" or
// "AnonHugePages") of the mapping of this process that holds addr, without
// its name and the spaces around it.
func Field(addr uintptr, name string) (string, error) {
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		return "", err
	}
	defer f.Close()
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		var lo, hi uintptr
		if _, err := fmt.Sscanf(line, "%x-%x ", &lo, &hi); err == nil {
			in = lo <= addr && addr < hi
			continue
		}
		if rest, ok := strings.CutPrefix(line, name+":"); ok && in {
			return strings.TrimSpace(rest), nil
		}
	}
	if err := sc.Err(); err != nil {
		return "", err
	}
	return "", fmt.Errorf("no mapping holds %#x, or it has no %s", addr, name)
}
