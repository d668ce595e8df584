package bench

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// Word lists for the generated workload.
var (
	firstNames = []string{"Ana", "Bruno", "Chen", "Dara", "Elif", "Farid", "Greta", "Hiro", "Ines", "Jonas", "Kofi", "Lena", "Mateo", "Nadia", "Omar", "Priya", "Quinn", "Rosa", "Sven", "Tariq", "Uma", "Viktor", "Wen", "Yara"}
	lastNames  = []string{"Alvarez", "Berg", "Costa", "Dubois", "Eriksen", "Fischer", "Gupta", "Haddad", "Ivanova", "Jensen", "Kim", "Lopez", "Moreau", "Nakamura", "Okafor", "Petrov", "Rossi", "Schmidt", "Tanaka", "Varga", "Weber", "Zhou"}
	companies  = []string{"Acme", "Bluefin", "Cobalt", "Delta", "Evergreen", "Falcon", "Granite", "Helios", "Ironwood", "Juniper", "Keystone", "Lumen", "Meridian", "Northwind", "Orchid", "Pinnacle", "Quarry", "Redwood", "Summit", "Tidewater"}
	sectors    = []string{"Foods", "Energy", "Pharma", "Shipping", "Software", "Insurance", "Mining", "Textiles", "Logistics", "Media"}
	cities     = []string{"Porto", "Lyon", "Osaka", "Lagos", "Quito", "Tromsø", "Malmö", "Cebu", "Leeds", "Hanoi", "Perth", "Gdańsk", "Bilbao", "Nairobi", "Austin", "Kraków"}
	months     = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
	plain      = []string{
		"The report noted that demand remained steady across most regions.",
		"Critics argued that the targets were ambitious and that the timeline left little room for error.",
		"Several analysts said the outlook remained uncertain.",
		"Staff were told that the changes would not affect their contracts.",
		"The board did not comment on the rumours.",
	}
	firstNumber = regexp.MustCompile(`[0-9][0-9.,]*[0-9]|[0-9]`)
)

// generatedWorkload generates, deterministically, an English source of at
// least size bytes — company reports with years, money, percentages, counts,
// dates, names and places, in paragraphs — and n claims about it: copied
// sentences, sentences with a figure or a company changed, invented ones
// and ones with nothing to check.
func generatedWorkload(size, n int) (source string, claims []string) {
	r := rand.New(rand.NewPCG(1, 2))
	pick := func(words []string) string { return words[r.IntN(len(words))] }
	company := func() string { return pick(companies) + " " + pick(sectors) }
	person := func() string { return pick(firstNames) + " " + pick(lastNames) }
	sentence := func() string {
		switch r.IntN(6) {
		case 0:
			return fmt.Sprintf("In %d, %s reported revenue of $%d.%d million, up %d.%d%% from the previous year.",
				1980+r.IntN(45), company(), 1+r.IntN(900), r.IntN(10), r.IntN(30), r.IntN(10))
		case 1:
			return fmt.Sprintf("%s, the chief executive of %s, said the %s plant employed %d people.",
				person(), company(), pick(cities), 50+r.IntN(5000))
		case 2:
			return fmt.Sprintf("%s opened an office in %s on %d %s %d.",
				company(), pick(cities), 1+r.IntN(28), pick(months), 1980+r.IntN(45))
		case 3:
			return fmt.Sprintf("The board of %s met %d times in %d, and %s chaired %d of those meetings.",
				company(), 4+r.IntN(20), 1980+r.IntN(45), person(), 1+r.IntN(4))
		case 4:
			return fmt.Sprintf("Analysts at %s expected margins to fall by %d percent, while %s disagreed.",
				company(), 1+r.IntN(40), person())
		default:
			return pick(plain)
		}
	}

	var b strings.Builder
	var sentences []string
	for b.Len() < size {
		for i := range 5 {
			if i > 0 {
				b.WriteByte(' ')
			}
			s := sentence()
			sentences = append(sentences, s)
			b.WriteString(s)
		}
		b.WriteString("\n\n")
	}

	claims = make([]string, n)
	for i := range claims {
		s := sentences[r.IntN(len(sentences))]
		switch k := r.IntN(10); {
		case k < 4: // copied
		case k < 6: // a figure changed
			s = firstNumber.ReplaceAllStringFunc(s, func(string) string { return fmt.Sprint(1 + r.IntN(999)) })
		case k < 8: // a company changed
			for _, c := range companies {
				if strings.Contains(s, c+" ") {
					s = strings.Replace(s, c+" ", pick(companies)+" ", 1)
					break
				}
			}
		case k < 9: // invented
			s = sentence()
		default: // nothing to check
			s = pick(plain)
		}
		claims[i] = s
	}
	return b.String(), claims
}

func TestGeneratedWorkload(t *testing.T) {
	source, claims := generatedWorkload(1<<20, 1000)
	again, _ := generatedWorkload(1<<20, 1000)
	if len(source) < 1<<20 || len(claims) != 1000 || source != again {
		t.Errorf("generatedWorkload: %d bytes, %d claims, deterministic %v; want ≥ 1 MiB, 1000, true", len(source), len(claims), source == again)
	}
}
