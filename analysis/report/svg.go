package report

import (
	"fmt"
	"html/template"
	"math"
	"strings"

	"github.com/goldfishsim/goldfish/analysis"
	"github.com/goldfishsim/goldfish/sim"
)

// The charts are SVG written here, not drawn by a library: a few rectangles,
// lines and labels, coloured by the page's style sheet (its themes) but for
// the heat map's own scale. Every text in them is escaped; each mark carries
// its figure in a <title> (shown on hover) and in data- attributes (read by
// the tests and the browser check).

// esc escapes text for an SVG element or attribute.
func esc(s string) string { return template.HTMLEscapeString(s) }

// svgDoc opens an SVG of width w and height h, labelled for screen readers.
func svgDoc(b *strings.Builder, class, label string, w, h int) {
	fmt.Fprintf(b, `<svg class="chart %s" role="img" aria-label="%s" viewBox="0 0 %d %d" width="%d" height="%d" xmlns="http://www.w3.org/2000/svg">`,
		class, esc(label), w, h, w, h)
}

// heatColour is the colour of a share p in [0,1]: a perceptual ramp
// (viridis' stops), readable on a dark and a light page, and the text colour
// that reads on it.
func heatColour(p float64) (fill, text string) {
	stops := [][3]float64{{68, 1, 84}, {59, 82, 139}, {33, 145, 140}, {94, 201, 98}, {253, 231, 37}}
	p = math.Max(0, math.Min(1, p))
	x := p * float64(len(stops)-1)
	i := min(int(x), len(stops)-2)
	f := x - float64(i)
	var c [3]float64
	for k := range c {
		c[k] = stops[i][k] + f*(stops[i+1][k]-stops[i][k])
	}
	lum := 0.2126*c[0] + 0.7152*c[1] + 0.0722*c[2]
	text = "#fff"
	if lum > 140 {
		text = "#111"
	}
	return fmt.Sprintf("#%02x%02x%02x", int(c[0]+0.5), int(c[1]+0.5), int(c[2]+0.5)), text
}

// heatMap draws castable on curve (the policy-free figure: the lands drawn
// by then pay the cost) by card and turn, one cell each, the card's curve
// turn outlined.
func heatMap(dr *analysis.DeckResult, side sim.Side, ss *analysis.SideSummary) template.HTML {
	st := dr.Stats
	sd := &st.Sides[side]
	type row struct {
		name  string
		id    int
		curve int
	}
	var rows []row
	for id, c := range dr.Cards {
		if c.Listed {
			name := c.Name + " " + c.Cost
			if c.Name == c.Cost { // an abstract study card is named by its cost
				name = c.Name
			}
			rows = append(rows, row{name, id, min(max(c.ManaValue, 1), st.Turns)})
		}
	}
	if len(rows) == 0 {
		return ""
	}
	nameW := 140
	for _, r := range rows {
		nameW = max(nameW, 8*len([]rune(clip(r.name, 44)))+16)
	}
	nameW = min(nameW, 370)
	const cellW, cellH, top = 46, 22, 30
	w, h := max(nameW+cellW*st.Turns+10, nameW+16*11+340), top+cellH*len(rows)+40
	var b strings.Builder
	svgDoc(&b, "heatmap", fmt.Sprintf("castable on curve by card and turn, on the %s", ss.Side), w, h)
	for t := 1; t <= st.Turns; t++ {
		fmt.Fprintf(&b, `<text class="axis-label" x="%d" y="%d" text-anchor="middle">T%d</text>`, nameW+cellW*(t-1)+cellW/2, top-10, t)
	}
	for i, r := range rows {
		y := top + cellH*i
		fmt.Fprintf(&b, `<text class="row-label" x="%d" y="%d" text-anchor="end">%s</text>`, nameW-8, y+cellH/2+4, esc(clip(r.name, 44)))
		for t := 1; t <= st.Turns; t++ {
			games := sd.Turn[t-1].Games
			castable := sd.Card[(t-1)*st.Cards+r.id].Castable
			p := 0.0
			if games > 0 {
				p = float64(castable) / float64(games)
			}
			fill, text := heatColour(p)
			x := nameW + cellW*(t-1)
			cls := "cell"
			if t == r.curve {
				cls = "cell curve"
			}
			fmt.Fprintf(&b, `<g class="%s" data-card="%s" data-turn="%d" data-castable="%d" data-games="%d">`, cls, esc(r.name), t, castable, games)
			fmt.Fprintf(&b, `<title>%s, turn %d: castable on curve in %.1f%% (%d of %d games)</title>`, esc(r.name), t, 100*p, castable, games)
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`, x+1, y+1, cellW-2, cellH-2, fill)
			label := fmt.Sprintf("%.0f", 100*p)
			if games == 0 {
				label = "—"
			}
			fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle" fill="%s">%s</text></g>`, x+cellW/2, y+cellH/2+4, text, label)
		}
	}
	// The scale.
	ly := top + cellH*len(rows) + 14
	for i := 0; i <= 10; i++ {
		fill, _ := heatColour(float64(i) / 10)
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="16" height="10" fill="%s"/>`, nameW+16*i, ly, fill)
	}
	fmt.Fprintf(&b, `<text class="axis-label" x="%d" y="%d" text-anchor="end">0%%</text>`, nameW-4, ly+9)
	fmt.Fprintf(&b, `<text class="axis-label" x="%d" y="%d">100%% castable on curve (outlined: the card's curve turn)</text>`, nameW+16*11+4, ly+9)
	b.WriteString(`</svg>`)
	return template.HTML(b.String())
}

func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// plot maps data to a chart's frame: turns 1..n along x, 0..ymax along y.
type plot struct {
	left, top, w, h int
	n               int
	ymax            float64
}

func (p plot) x(t int) float64 {
	if p.n == 1 {
		return float64(p.left + p.w/2)
	}
	return float64(p.left) + float64(p.w)*float64(t-1)/float64(p.n-1)
}

func (p plot) y(v float64) float64 {
	return float64(p.top+p.h) - float64(p.h)*v/p.ymax
}

// niceMax rounds a chart's top up to 1, 2 or 5 times a power of ten.
func niceMax(v float64) float64 {
	if v <= 0 {
		return 1
	}
	e := math.Pow(10, math.Floor(math.Log10(v)))
	for _, m := range []float64{1, 2, 5, 10} {
		if v <= m*e {
			return m * e
		}
	}
	return 10 * e
}

// grid draws the y axis' lines and labels, ticks at fifths of ymax.
func (p plot) grid(b *strings.Builder, label func(float64) string) {
	for i := 0; i <= 5; i++ {
		v := p.ymax * float64(i) / 5
		y := p.y(v)
		fmt.Fprintf(b, `<line class="grid" x1="%d" y1="%.1f" x2="%d" y2="%.1f"/>`, p.left, y, p.left+p.w, y)
		fmt.Fprintf(b, `<text class="axis-label" x="%d" y="%.1f" text-anchor="end">%s</text>`, p.left-6, y+4, label(v))
	}
}

// manaChart draws, by turn, the mean lands on the battlefield, the mean mana
// available and spent, and the share of games with a land drop (its own
// scale, right).
func manaChart(ss *analysis.SideSummary) template.HTML {
	n := len(ss.Turns)
	if n == 0 {
		return ""
	}
	top := 0.0
	for _, t := range ss.Turns {
		top = math.Max(top, math.Max(t.Lands, math.Max(t.Available, t.Spent)))
	}
	p := plot{left: 50, top: 24, w: max(60*(n-1), 120), h: 220, n: n, ymax: niceMax(top)}
	w, h := max(p.left+p.w+70, 340), p.top+p.h+34+16*4
	var b strings.Builder
	svgDoc(&b, "mana", fmt.Sprintf("land drops and mana by turn, on the %s", ss.Side), w, h)
	p.grid(&b, func(v float64) string { return fmt.Sprintf("%g", v) })
	fmt.Fprintf(&b, `<text class="axis-label" x="%d" y="%d">lands, mana</text>`, 4, p.top-8)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, `<text class="axis-label" x="%.1f" y="%d" text-anchor="middle">T%d</text>`, p.x(i), p.top+p.h+16, i)
	}
	// The land-drop share, right axis: 0-100%.
	for i := 0; i <= 4; i++ {
		y := float64(p.top+p.h) - float64(p.h)*float64(i)/4
		fmt.Fprintf(&b, `<text class="axis-label drop" x="%d" y="%.1f">%d%%</text>`, p.left+p.w+6, y+4, 25*i)
	}
	series := []struct {
		class, label string
		value        func(analysis.TurnSummary) float64
		share        bool
	}{
		{"lands", "lands on the battlefield (mean)", func(t analysis.TurnSummary) float64 { return t.Lands }, false},
		{"available", "mana available (mean)", func(t analysis.TurnSummary) float64 { return t.Available }, false},
		{"spent", "mana spent (mean)", func(t analysis.TurnSummary) float64 { return t.Spent }, false},
		{"drop", "games with a land drop (right scale)", func(t analysis.TurnSummary) float64 { return t.LandDrop.P }, true},
	}
	for k, s := range series {
		var pts []string
		y := func(v float64) float64 {
			if s.share {
				return float64(p.top+p.h) - float64(p.h)*v
			}
			return p.y(v)
		}
		for i, t := range ss.Turns {
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", p.x(i+1), y(s.value(t))))
		}
		fmt.Fprintf(&b, `<polyline class="series %s" points="%s"/>`, s.class, strings.Join(pts, " "))
		for i, t := range ss.Turns {
			v := s.value(t)
			text := fmt.Sprintf("%.2f", v)
			if s.share {
				text = fmt.Sprintf("%.1f%%", 100*v)
			}
			fmt.Fprintf(&b, `<circle class="point %s" cx="%.1f" cy="%.1f" r="3" data-turn="%d" data-value="%s"><title>turn %d: %s %s</title></circle>`,
				s.class, p.x(i+1), y(v), i+1, text, i+1, esc(s.label), text)
		}
		lx, ly := p.left, p.top+p.h+34+16*k
		fmt.Fprintf(&b, `<line class="series %s" x1="%d" y1="%d" x2="%d" y2="%d"/><text class="legend" x="%d" y="%d">%s</text>`,
			s.class, lx, ly-4, lx+18, ly-4, lx+24, ly, esc(s.label))
	}
	b.WriteString(`</svg>`)
	return template.HTML(b.String())
}

// killChart draws the share of games whose opponent died on each turn, and
// apart, the share never killed by the last turn.
func killChart(ss *analysis.SideSummary, turns int) template.HTML {
	n := len(ss.Kill)
	if n == 0 {
		return ""
	}
	top := ss.NoKill.P
	for _, k := range ss.Kill {
		top = math.Max(top, k.P)
	}
	const barW = 40
	p := plot{left: 50, top: 20, w: barW * (n + 2), h: 200, n: n, ymax: math.Min(1, niceMax(top))}
	w, h := p.left+p.w+20, p.top+p.h+46
	var b strings.Builder
	svgDoc(&b, "kill", fmt.Sprintf("kill-turn distribution, on the %s", ss.Side), w, h)
	p.grid(&b, func(v float64) string { return fmt.Sprintf("%.0f%%", 100*v) })
	bar := func(i int, class, label string, pr analysis.Prop, title string) {
		x := p.left + barW*i + 4
		y := p.y(pr.P)
		fmt.Fprintf(&b, `<g class="bar %s" data-label="%s" data-hits="%d" data-of="%d"><title>%s: %.1f%% [%.1f,%.1f] (%d of %d games)</title>`,
			class, label, pr.Hits, pr.Of, esc(title), 100*pr.P, 100*pr.Lo, 100*pr.Hi, pr.Hits, pr.Of)
		fmt.Fprintf(&b, `<rect x="%d" y="%.1f" width="%d" height="%.1f"/>`, x, y, barW-8, float64(p.top+p.h)-y)
		if pr.Hits > 0 {
			fmt.Fprintf(&b, `<text class="bar-label" x="%d" y="%.1f" text-anchor="middle">%.1f</text>`, x+(barW-8)/2, y-4, 100*pr.P)
		}
		fmt.Fprintf(&b, `<text class="axis-label" x="%d" y="%d" text-anchor="middle">%s</text></g>`, x+(barW-8)/2, p.top+p.h+16, label)
	}
	for t, k := range ss.Kill {
		bar(t, "killed", fmt.Sprintf("T%d", t+1), k, fmt.Sprintf("the opponent dead on turn %d", t+1))
	}
	bar(n+1, "never", "never", ss.NoKill, fmt.Sprintf("not killed by turn %d", turns))
	fmt.Fprintf(&b, `<text class="legend" x="%d" y="%d">%% of games, by the turn the opponent died; never: not by turn %d</text>`,
		p.left, p.top+p.h+38, turns)
	b.WriteString(`</svg>`)
	return template.HTML(b.String())
}
