// Package chart draws a result's charts as PNG and SVG files: castability by
// turn, lands by turn and the kill-turn histogram of every deck and side. It
// is apart from analysis so that reading and writing results does not link
// a plotting library.
package chart

import (
	"bytes"
	"fmt"
	"image/color"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"

	"github.com/goldfishsim/goldfish/analysis"
	"github.com/goldfishsim/goldfish/sim"
)

// Chart geometry: 8×5 inches, PNGs at 96 dots per inch (768×480 pixels).
const (
	chartW   = 8 * vg.Inch
	chartH   = 5 * vg.Inch
	chartDPI = 96
	// maxCastLines is how many cards a castability chart draws at most.
	maxCastLines = 12
)

// chartFont is the typeface of every text of the charts: a sans serif
// reads better than plot's default serif at these sizes.
var chartFont = font.Font{Typeface: "Liberation", Variant: "Sans"}

// castColors tell up to maxCastLines card curves apart.
var castColors = []color.Color{
	rgb(0x1f77b4), rgb(0xff7f0e), rgb(0x2ca02c), rgb(0xd62728),
	rgb(0x9467bd), rgb(0x8c564b), rgb(0xe377c2), rgb(0x7f7f7f),
	rgb(0xbcbd22), rgb(0x17becf), rgb(0x393b79), rgb(0x000000),
}

// castGlyphs mark each card's curve turn; with the colours they tell the
// lines apart where they overlap.
var castGlyphs = []draw.GlyphDrawer{
	draw.CircleGlyph{}, draw.SquareGlyph{}, draw.TriangleGlyph{}, draw.PyramidGlyph{},
	draw.RingGlyph{}, draw.BoxGlyph{}, draw.CrossGlyph{}, draw.PlusGlyph{},
}

func rgb(v uint32) color.Color {
	return color.RGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xff}
}

// Write writes the result's charts into dir (created if need be):
// for every deck and every side with games, its castability by turn, its
// mean lands by turn and its kill turn histogram, each as a PNG and an SVG.
// Each file is written under a temporary name and renamed, so it is there
// whole or not at all.
func Write(dir string, r *analysis.Result) error {
	if r == nil {
		return fmt.Errorf("charts: no result")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("charts: %w", err)
	}
	used := map[string]bool{}
	for _, dr := range r.Decks {
		if dr == nil || dr.Stats == nil {
			continue
		}
		prefix := chartPrefix(dr.Deck, used)
		for side := sim.OnPlay; side <= sim.OnDraw; side++ {
			if dr.Stats.Sides[side].Games == 0 {
				continue
			}
			charts := []struct {
				kind string
				make func(*analysis.DeckResult, sim.Side) (*chart, error)
			}{
				{"castability", castabilityChart},
				{"lands", landsChart},
				{"kill-turn", killChart},
			}
			for _, c := range charts {
				ch, err := c.make(dr, side)
				if err != nil {
					return fmt.Errorf("charts: deck %q on the %s: %s: %w", dr.Deck, side, c.kind, err)
				}
				if ch == nil {
					continue
				}
				base := filepath.Join(dir, fmt.Sprintf("%s-%s-%s", prefix, c.kind, side))
				if err := ch.save(base); err != nil {
					return fmt.Errorf("charts: deck %q on the %s: %w", dr.Deck, side, err)
				}
			}
		}
	}
	return nil
}

// chartPrefix is a deck name as a file name prefix: runs of characters other
// than [A-Za-z0-9._-] become one "-"; a name seen before gets a number.
func chartPrefix(deck string, used map[string]bool) string {
	var b strings.Builder
	dash := false
	for _, r := range deck {
		ok := r < 0x80 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '_' || r == '-')
		if !ok {
			if !dash {
				b.WriteByte('-')
			}
			dash = true
			continue
		}
		b.WriteRune(r)
		dash = false
	}
	name := strings.Trim(b.String(), "-.")
	if name == "" {
		name = "deck"
	}
	out := name
	for i := 2; used[out]; i++ {
		out = name + "-" + strconv.Itoa(i)
	}
	used[out] = true
	return out
}

// chart is a plot with its title, and a legend drawn beside the plot
// rather than over it when side is set.
type chart struct {
	title string
	plot  *plot.Plot
	side  *plot.Legend
	// bars, if any, get their width from the drawn data area: one slot per
	// x unit between the axis limits.
	bars []*plotter.BarChart
}

func newPlot(xLabel, yLabel string) *plot.Plot {
	p := plot.New()
	ticks := func(a *plot.Axis) {
		a.Label.TextStyle.Font = font.From(chartFont, 12)
		a.Tick.Label.Font = font.From(chartFont, 11)
	}
	p.X.Label.Text, p.Y.Label.Text = xLabel, yLabel
	ticks(&p.X)
	ticks(&p.Y)
	p.X.Padding, p.Y.Padding = vg.Points(4), vg.Points(4)
	p.Legend.TextStyle.Font = font.From(chartFont, 11)
	return p
}

func titleStyle() text.Style {
	return text.Style{Color: color.Black, Font: font.From(chartFont, 14), XAlign: draw.XCenter, YAlign: draw.YTop,
		Handler: plot.DefaultTextHandler}
}

// turnTicks labels the turns 1..turns, and extra names after them.
func turnTicks(turns int, extra ...string) plot.ConstantTicks {
	var ts plot.ConstantTicks
	for t := 1; t <= turns; t++ {
		ts = append(ts, plot.Tick{Value: float64(t), Label: strconv.Itoa(t)})
	}
	for i, s := range extra {
		ts = append(ts, plot.Tick{Value: float64(turns + 1 + i), Label: s})
	}
	return ts
}

// percentTicks are 0, 20, ..., 100, with minor ticks between.
func percentTicks() plot.ConstantTicks {
	var ts plot.ConstantTicks
	for v := 0; v <= 100; v += 10 {
		l := ""
		if v%20 == 0 {
			l = strconv.Itoa(v)
		}
		ts = append(ts, plot.Tick{Value: float64(v), Label: l})
	}
	return ts
}

// linearTicks are about n round steps (1, 2, 2.5 or 5 times a power of
// ten, at least minStep) from lo to hi, all labelled.
func linearTicks(lo, hi float64, n int, minStep float64) plot.ConstantTicks {
	if !(hi > lo) || n < 1 {
		return plot.ConstantTicks{{Value: lo, Label: strconv.FormatFloat(lo, 'f', -1, 64)}}
	}
	step := max(niceStep((hi-lo)/float64(n)), minStep)
	var ts plot.ConstantTicks
	for i := math.Ceil(lo / step); i*step <= hi+step*1e-9; i++ {
		v := math.Round(i*step*1e6) / 1e6
		ts = append(ts, plot.Tick{Value: v, Label: strconv.FormatFloat(v, 'f', -1, 64)})
	}
	return ts
}

// niceStep is the least of 1, 2, 2.5 and 5 times a power of ten not
// under raw (> 0).
func niceStep(raw float64) float64 {
	mag := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 2.5, 5} {
		if m*mag >= raw {
			return m * mag
		}
	}
	return 10 * mag
}

func grid(vertical bool) *plotter.Grid {
	g := plotter.NewGrid()
	g.Horizontal.Color = color.Gray{Y: 0xd8}
	g.Vertical.Color = color.Gray{Y: 0xd8}
	if !vertical {
		g.Vertical.Width = 0
	}
	return g
}

// castabilityChart: per listed card (the first maxCastLines), the % of the
// games reaching each turn in which it was castable (the policy-free
// measure: the lands drawn by then, played in the best order for the card),
// its curve turn marked.
// A deck without listed cards has none.
func castabilityChart(dr *analysis.DeckResult, side sim.Side) (*chart, error) {
	st := dr.Stats
	ss := &st.Sides[side]
	n := len(dr.Cards)
	if len(ss.Card) < st.Turns*n || len(ss.Turn) < st.Turns {
		return nil, fmt.Errorf("counts for %d cards and %d turns are short", n, st.Turns)
	}
	var ids []int
	for id, c := range dr.Cards {
		if c.Listed {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 || st.Turns == 0 {
		return nil, nil
	}
	title := fmt.Sprintf("%s: castable from the lands drawn, by turn (on the %s)", dr.Deck, side)
	if len(ids) > maxCastLines {
		title += fmt.Sprintf(", first %d of %d cards", maxCastLines, len(ids))
		ids = ids[:maxCastLines]
	}
	// Cards castable alike (the same cost, mostly) would draw the same line
	// over each other: they share one, and are listed together.
	type curve struct {
		turn  int // the curve turn, marked
		xys   plotter.XYs
		cards []analysis.CardMeta
	}
	var curves []*curve
	seen := map[string]*curve{}
	for _, id := range ids {
		c := dr.Cards[id]
		cv := &curve{turn: min(max(c.ManaValue, 1), st.Turns)}
		key := []int64{int64(cv.turn)}
		for t := range st.Turns {
			g := ss.Turn[t].Games
			if g == 0 {
				continue // no game reached the turn: no point
			}
			k := ss.Card[t*n+id].Castable
			key = append(key, k)
			cv.xys = append(cv.xys, plotter.XY{X: float64(t + 1), Y: 100 * float64(k) / float64(g)})
		}
		ks := fmt.Sprint(key)
		if old := seen[ks]; old != nil {
			old.cards = append(old.cards, c)
			continue
		}
		cv.cards = []analysis.CardMeta{c}
		seen[ks] = cv
		curves = append(curves, cv)
	}
	p := newPlot("turn", "% of games")
	p.Add(grid(true))
	leg := plot.NewLegend()
	leg.TextStyle.Font = font.From(chartFont, 11)
	leg.Left, leg.Top = true, true
	leg.ThumbnailWidth = vg.Points(24)
	leg.Padding = vg.Points(3)
	var marks []plot.Plotter // drawn over all the lines
	shared := false
	for i, cv := range curves {
		if len(cv.xys) == 0 {
			continue
		}
		col := castColors[i%len(castColors)]
		l, err := plotter.NewLine(cv.xys)
		if err != nil {
			return nil, err
		}
		l.Color, l.Width = col, vg.Points(1.75)
		p.Add(l)
		thumbs := []plot.Thumbnailer{l}
		var mark plotter.XYs
		for _, xy := range cv.xys {
			if int(xy.X) == cv.turn {
				mark = append(mark, xy)
			}
		}
		if len(mark) > 0 {
			s, err := plotter.NewScatter(mark)
			if err != nil {
				return nil, err
			}
			s.GlyphStyle = draw.GlyphStyle{Color: col, Radius: vg.Points(4.5), Shape: castGlyphs[i%len(castGlyphs)]}
			marks = append(marks, s)
			thumbs = append(thumbs, s)
		}
		shared = shared || len(cv.cards) > 1
		for _, c := range cv.cards {
			name := legendName(c.Name)
			if c.Cost != "" {
				name += "  " + c.Cost
			}
			leg.Add(name, thumbs...)
		}
	}
	p.Add(marks...)
	p.X.Min, p.X.Max = 1, float64(st.Turns)
	p.X.Tick.Marker = turnTicks(st.Turns)
	p.Y.Min, p.Y.Max = 0, 100
	p.Y.Tick.Marker = percentTicks()
	// The legend's last lines say what the glyphs are, and the sharing.
	key, err := plotter.NewScatter(plotter.XYs{{}})
	if err != nil {
		return nil, err
	}
	key.GlyphStyle = draw.GlyphStyle{Color: color.Gray{Y: 0x55}, Radius: vg.Points(4.5), Shape: draw.RingGlyph{}}
	leg.Add("curve turn (mana value)", key)
	if shared {
		leg.Add("cards castable alike share a line")
	}
	return &chart{title: title, plot: p, side: &leg}, nil
}

// legendName shortens a card name for a legend: a split or double-faced
// card by its first face ("A // B" is "A", its other face "A // B (B)" is
// "A (B)"), and anything longer than 30 characters cut.
func legendName(name string) string {
	if front, back, ok := strings.Cut(name, " // "); ok {
		name = front
		if i := strings.LastIndex(back, " ("); i >= 0 && strings.HasSuffix(back, ")") {
			name += back[i:]
		}
	}
	if r := []rune(name); len(r) > 30 {
		name = string(r[:29]) + "…"
	}
	return name
}

// landsChart: the mean lands on the battlefield at each turn's main phase,
// against one land per turn.
func landsChart(dr *analysis.DeckResult, side sim.Side) (*chart, error) {
	st := dr.Stats
	ss := &st.Sides[side]
	if st.Turns == 0 || len(ss.Turn) < st.Turns {
		return nil, nil
	}
	p := newPlot("turn", "lands")
	p.Add(grid(true))
	var mean, ideal plotter.XYs
	top := float64(st.Turns)
	for t := range st.Turns {
		ideal = append(ideal, plotter.XY{X: float64(t + 1), Y: float64(t + 1)})
		ts := ss.Turn[t]
		if ts.Games == 0 {
			continue
		}
		y := float64(ts.Lands) / float64(ts.Games)
		mean = append(mean, plotter.XY{X: float64(t + 1), Y: y})
		top = max(top, y)
	}
	ref, err := plotter.NewLine(ideal)
	if err != nil {
		return nil, err
	}
	ref.Color, ref.Width = color.Gray{Y: 0x70}, vg.Points(1.5)
	ref.Dashes = []vg.Length{vg.Points(6), vg.Points(4)}
	p.Add(ref)
	p.Legend.Add("one land per turn", ref)
	if len(mean) > 0 {
		l, s, err := plotter.NewLinePoints(mean)
		if err != nil {
			return nil, err
		}
		blue := castColors[0]
		l.Color, l.Width = blue, vg.Points(2)
		s.Color, s.Shape, s.Radius = blue, draw.CircleGlyph{}, vg.Points(3.5)
		p.Add(l, s)
		p.Legend.Add("mean lands on the battlefield", l, s)
	}
	p.Legend.Top, p.Legend.Left = true, true
	p.Legend.XOffs, p.Legend.YOffs = vg.Points(8), -vg.Points(6)
	p.Legend.ThumbnailWidth = vg.Points(30)
	p.Legend.Padding = vg.Points(4)
	p.X.Min, p.X.Max = 1, float64(st.Turns)
	p.X.Tick.Marker = turnTicks(st.Turns)
	p.Y.Min, p.Y.Max = 0, top
	p.Y.Tick.Marker = linearTicks(0, top, 8, 1)
	return &chart{title: fmt.Sprintf("%s: lands on the battlefield by turn (on the %s)", dr.Deck, side), plot: p}, nil
}

// killChart: the % of games whose idle opponent died on each turn, and of
// those it survived ("none").
func killChart(dr *analysis.DeckResult, side sim.Side) (*chart, error) {
	st := dr.Stats
	ss := &st.Sides[side]
	turns := st.Turns
	if len(ss.Kill) < turns+1 {
		return nil, fmt.Errorf("kill counts for %d turns, not %d", len(ss.Kill)-1, turns)
	}
	pct := func(k int64) float64 { return 100 * float64(k) / float64(ss.Games) }
	kills := make(plotter.Values, turns)
	top, killed, sum := pct(ss.Kill[0]), int64(0), int64(0)
	for t := 1; t <= turns; t++ {
		kills[t-1] = pct(ss.Kill[t])
		top = max(top, kills[t-1])
		killed += ss.Kill[t]
		sum += int64(t) * ss.Kill[t]
	}
	p := newPlot("turn", "% of games")
	p.Add(grid(false))
	var bars []*plotter.BarChart
	if turns > 0 {
		b, err := plotter.NewBarChart(kills, vg.Points(10))
		if err != nil {
			return nil, err
		}
		b.XMin, b.Color, b.LineStyle.Width = 1, rgb(0xd62728), 0
		bars = append(bars, b)
	}
	none, err := plotter.NewBarChart(plotter.Values{pct(ss.Kill[0])}, vg.Points(10))
	if err != nil {
		return nil, err
	}
	none.XMin, none.Color, none.LineStyle.Width = float64(turns+1), color.Gray{Y: 0x99}, 0
	bars = append(bars, none)
	for _, b := range bars {
		p.Add(b)
	}
	if turns <= 15 { // the value of each bar above it, while they fit
		var xys plotter.XYs
		var labels []string
		for t, v := range append(kills, pct(ss.Kill[0])) {
			xys = append(xys, plotter.XY{X: float64(t + 1), Y: v})
			labels = append(labels, barLabel(v))
		}
		ls, err := plotter.NewLabels(plotter.XYLabels{XYs: xys, Labels: labels})
		if err != nil {
			return nil, err
		}
		for i := range ls.TextStyle {
			ls.TextStyle[i].Font = font.From(chartFont, 10)
			ls.TextStyle[i].XAlign, ls.TextStyle[i].YAlign = draw.XCenter, draw.YBottom
		}
		ls.Offset = vg.Point{Y: vg.Points(2)}
		p.Add(ls)
	}
	p.X.Min, p.X.Max = 0.5, float64(turns)+1.5
	p.X.Tick.Marker = turnTicks(turns, "none")
	// Room above the highest bar for its label, up to a round value.
	step := niceStep(max(top*1.1, 1) / 6)
	p.Y.Min, p.Y.Max = 0, step*math.Ceil(max(top*1.1, 1)/step)
	p.Y.Tick.Marker = linearTicks(0, p.Y.Max, 6, 0)
	title := fmt.Sprintf("%s: turn the opponent died (on the %s)", dr.Deck, side)
	if killed > 0 {
		title += fmt.Sprintf(", mean turn %.2f", float64(sum)/float64(killed))
	}
	return &chart{title: title, plot: p, bars: bars}, nil
}

// barLabel is a percentage above its bar: "0" only if none, "<0.1" if it
// would round to 0.
func barLabel(v float64) string {
	switch {
	case v == 0:
		return "0"
	case v < 0.05:
		return "<0.1"
	}
	return fmt.Sprintf("%.1f", v)
}

// draw lays the chart out on c: title across the top, the side legend on
// the right, the plot in the rest.
func (ch *chart) draw(c draw.Canvas) {
	c.SetColor(color.White)
	c.Fill(c.Rectangle.Path())
	margin := vg.Points(8)
	c = draw.Crop(c, margin, -margin, margin/2, -margin)
	ts := titleStyle()
	for ts.Font.Size > 8 && ts.Width(ch.title) > c.Size().X {
		ts.Font.Size -= 0.5 // a long deck name: a smaller title
	}
	c.FillText(ts, vg.Point{X: c.Center().X, Y: c.Max.Y}, ch.title)
	c.Max.Y -= ts.Rectangle(ch.title).Size().Y + vg.Points(8)
	area := c
	if ch.side != nil {
		w := ch.side.Rectangle(c).Size().X
		w = min(w, c.Size().X*2/5)
		area = draw.Crop(c, 0, -(w + vg.Points(14)), 0, 0)
		lc := draw.Crop(c, c.Size().X-w, 0, 0, -vg.Points(4))
		ch.side.Draw(lc)
	}
	if len(ch.bars) > 0 {
		// One slot per x unit; the bars fill 70% of it.
		dc := ch.plot.DataCanvas(area)
		if span := ch.plot.X.Max - ch.plot.X.Min; span > 0 {
			w := vg.Length(0.7 * float64(dc.Size().X) / span)
			for _, b := range ch.bars {
				b.Width = max(w, vg.Points(1))
			}
		}
	}
	ch.plot.Draw(area)
}

// save writes the chart as base.png and base.svg.
func (ch *chart) save(base string) error {
	png := vgimg.PngCanvas{Canvas: vgimg.NewWith(vgimg.UseWH(chartW, chartH), vgimg.UseDPI(chartDPI))}
	ch.draw(draw.New(png))
	var buf bytes.Buffer
	if _, err := png.WriteTo(&buf); err != nil {
		return fmt.Errorf("%s.png: %w", filepath.Base(base), err)
	}
	if err := analysis.WriteAtomic(base+".png", writeBytes(buf.Bytes())); err != nil {
		return err
	}
	svg := vgsvg.New(chartW, chartH)
	ch.draw(draw.New(svg))
	buf.Reset()
	if _, err := svg.WriteTo(&buf); err != nil {
		return fmt.Errorf("%s.svg: %w", filepath.Base(base), err)
	}
	// The text is placed with Liberation Sans's metrics and the font is not
	// embedded: where it is missing, Arial has the same metrics.
	out := bytes.ReplaceAll(buf.Bytes(), []byte("font-family:Liberation Sans;"),
		[]byte("font-family:'Liberation Sans',Arial,Helvetica,sans-serif;"))
	return analysis.WriteAtomic(base+".svg", writeBytes(out))
}

// writeBytes is a writeAtomic body writing data.
func writeBytes(data []byte) func(io.Writer) error {
	return func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	}
}
