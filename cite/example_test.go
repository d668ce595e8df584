package cite_test

import (
	"fmt"

	"github.com/sourced-dev/sourced/cite"
)

func ExampleExtract() {
	text := "Attention alone suffices [1]. Retrieval helps (Lewis et al., 2020).\n\n" +
		"References\n" +
		"[1] Vaswani, A., Shazeer, N. (2017). Attention is all you need. https://doi.org/10.48550/arXiv.1706.03762\n"
	for _, p := range cite.Extract(text) {
		c := p.Citation
		fmt.Printf("%q cites %s %q: doi %q, %s %d\n", p.Checked, c.Kind, c.Raw, c.DOI, c.Author, c.Year)
	}
	// Output:
	// "Attention alone suffices." cites numbered "[1]": doi "10.48550/arxiv.1706.03762", Vaswani 2017
	// "Retrieval helps." cites author_year "Lewis et al., 2020": doi "", Lewis 2020
}
