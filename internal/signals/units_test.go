package signals

import "testing"

// Units glued to digits or written after them: a known unit of
// engineering or medicine, or two to five letters glued to the digits
// that are no model's or label's, make a measure of that unit, folded
// to lower case; a single letter, a name's capital, or letters before
// the digits make none.
func TestNumbersUnits(t *testing.T) {
	runNumCases(t, []numCase{
		{"a frequency glued", "The chip is clocked at 2.8GHz.", []wantNum{ms(2.8, "ghz", "2.8GHz")}},
		{"a frequency spaced", "The chip is clocked at 2.8 GHz, its bus at 800 MHz.", []wantNum{ms(2.8, "ghz", "2.8 GHz"), ms(800, "mhz", "800 MHz")}},
		{"a rate of refresh", "a 240Hz panel and a 60 hertz one", []wantNum{ms(240, "hz", "240Hz"), ms(60, "hz", "60 hertz")}},
		{"a charge", "a 7,500mAh pack and a 12 Ah cell", []wantNum{ms(7500, "mah", "7,500mAh"), ms(12, "ah", "12 Ah")}},
		{"a power", "a 90W charger, a 45 W adapter and a 2 kW heater", []wantNum{ms(90, "w", "90W"), ms(45, "w", "45 W"), ms(2, "kw", "2 kW")}},
		{"an engine", "a 410hp engine, or 380 horsepower", []wantNum{ms(410, "hp", "410hp"), ms(380, "hp", "380 horsepower")}},
		{"a sensor", "a 64MP lens and a 12 megapixel one", []wantNum{ms(64, "mp", "64MP"), ms(12, "mp", "12 megapixel")}},
		{"micrograms", "25 mcg, 25 ug, 25 µg, 25μg and 25 micrograms", []wantNum{ms(25, "mcg", "25 mcg"), ms(25, "mcg", "25 ug"),
			ms(25, "mcg", "25 µg"), ms(25, "mcg", "25μg"), ms(25, "mcg", "25 micrograms")}},
		{"milligrams are not micrograms", "a 0.5 mg tablet", []wantNum{ms(0.5, "mg", "0.5 mg")}},
		{"an unknown unit glued", "a pressure of 135mmHg", []wantNum{ms(135, "mmhg", "135mmHg")}},
		{"a unit glued before a hyphen", "2.5GHz-class chips", []wantNum{ms(2.5, "ghz", "2.5GHz")}},
		{"labels", "5G and 4G phones, a 3D film, MP3 files, an A4 sheet, vitamin B12, the H1N1 virus, an F-16 jet and COVID-19 cases.", nil},
		{"a name's capital is a model", "the 12Pro and the 7Up", nil},
		{"a word run into a figure", "a 20something crowd", nil},
		{"a hexadecimal figure", "the byte 0xFF", nil},
		{"money takes no unknown unit", "It cost $5ea.", nil},
		{"no decade of a year not a ten", "in the 1001s", nil},
		{"a year before a name", "the 1965 Watts riots; 1500 watts", []wantNum{pl(1965, "1965"), ms(1500, "w", "1500 watts")}},
		{"miles per hour", "at 70 mph, 70 miles per hour or 70 miles an hour", []wantNum{ms(70, "mph", "70 mph"), ms(70, "mph", "70 miles"), ms(70, "mph", "70 miles")}},
		{"kilometres per hour", "at 110 km/h, 110km/h or 110 kilometres per hour", []wantNum{ms(110, "kmh", "110 km"), ms(110, "kmh", "110km"), ms(110, "kmh", "110 kilometres")}},
		{"areas", "40 square miles, 104 sq km, 50,000 sq. ft and 12 square metres", []wantNum{ms(40, "sqmi", "40 square miles"),
			ms(104, "sqkm", "104 sq km"), ms(50000, "sqft", "50,000 sq. ft"), ms(12, "sqm", "12 square metres")}},
		{"square of no length", "a 40 square grid", []wantNum{pl(40, "40")}},
	})
}

// A figure of a known unit glued to its digits is the same as one
// written with a space, and not the same as, but comparable with,
// another figure of that unit; figures of different units are neither.
func TestSameUnits(t *testing.T) {
	one := func(s string) Number {
		t.Helper()
		ns := Numbers(s)
		if len(ns) != 1 {
			t.Fatalf("Numbers(%q) = %v, want one figure", s, ns)
		}
		return ns[0]
	}
	cases := []struct {
		claim, src       string
		same, comparable bool
	}{
		{"3.2GHz", "3.2 GHz", true, true},
		{"3.2GHz", "2.4GHz", false, true},
		{"5,000mAh", "5000 mAh", true, true},
		{"50 mg", "50 mcg", false, false},
		{"50 mcg", "50 µg", true, true},
		{"65 mph", "65 miles per hour", true, true},
		{"120W", "120 kW", false, false},
	}
	for _, tc := range cases {
		c, src := one(tc.claim), one(tc.src)
		if got := Same(c, src); got != tc.same {
			t.Errorf("Same(%q, %q) = %v, want %v", tc.claim, tc.src, got, tc.same)
		}
		if got := Comparable(c, src); got != tc.comparable {
			t.Errorf("Comparable(%q, %q) = %v, want %v", tc.claim, tc.src, got, tc.comparable)
		}
	}
}
