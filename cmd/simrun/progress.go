package main

import (
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/spf13/pflag"
	"golang.org/x/term"
)

// logFlags say how a long job reports how it is going.
type logFlags struct {
	quiet     bool
	logFormat string
}

func (l *logFlags) add(fs *pflag.FlagSet) {
	fs.BoolVar(&l.quiet, "quiet", false, "no progress bar and no progress log")
	fs.StringVar(&l.logFormat, "log-format", "text", "progress log lines when not on a terminal: text or json (log/slog)")
}

func (l *logFlags) check() error {
	if l.logFormat != "text" && l.logFormat != "json" {
		return usagef("--log-format %q: want text or json", l.logFormat)
	}
	return nil
}

// progress shows how many of total games are done: a bar on a terminal, a
// log line every few seconds in a pipe or a batch log, nothing with --quiet.
// Workers report through set (any goroutine); a ticker renders.
type progress struct {
	done  atomic.Int64
	total int64
	stop  chan struct{}
	wg    sync.WaitGroup
}

// startProgress begins reporting a job of total games named what.
func startProgress(l *logFlags, w io.Writer, what string, total int64) *progress {
	p := &progress{total: total, stop: make(chan struct{})}
	if l.quiet || total <= 0 {
		return p
	}
	onTerminal := false
	if f, ok := w.(*os.File); ok {
		onTerminal = term.IsTerminal(int(f.Fd()))
	}
	start := time.Now()
	p.wg.Add(1)
	if onTerminal {
		go func() {
			defer p.wg.Done()
			t := time.NewTicker(200 * time.Millisecond)
			defer t.Stop()
			for {
				select {
				case <-t.C:
					// \r redraws the line in place; \x1b[K clears what a longer
					// line before left.
					io.WriteString(w, "\r"+barLine(what, p.done.Load(), total, time.Since(start))+"\x1b[K")
				case <-p.stop:
					io.WriteString(w, "\r\x1b[K")
					return
				}
			}
		}()
		return p
	}
	var h slog.Handler = slog.NewTextHandler(w, nil)
	if l.logFormat == "json" {
		h = slog.NewJSONHandler(w, nil)
	}
	log := slog.New(h)
	go func() {
		defer p.wg.Done()
		t := time.NewTicker(5 * time.Second)
		defer t.Stop()
		report := func(msg string, final bool) {
			d, el := p.done.Load(), time.Since(start)
			r := rate(d, el)
			if final && el > 0 { // the whole run's average, however short
				r = float64(d) / el.Seconds()
			}
			log.Info(msg, "job", what, "games", d, "of", total, "games_per_s", int64(r), "eta", eta(total-d, r))
		}
		for {
			select {
			case <-t.C:
				report("progress", false)
			case <-p.stop:
				report("done", true)
				return
			}
		}
	}()
	return p
}

// set records games done (callable from any goroutine).
func (p *progress) set(done int64) { p.done.Store(done) }

// finish stops reporting.
func (p *progress) finish() {
	select {
	case <-p.stop:
	default:
		close(p.stop)
	}
	p.wg.Wait()
}

// minRateTime is how long a run goes before its rate is shown: over a
// shorter time the first chunks' games, finished all at once, would read as
// an absurd rate.
const minRateTime = time.Second

// rate is the games per second over elapsed, or 0 (unknown) before
// minRateTime.
func rate(done int64, elapsed time.Duration) float64 {
	if elapsed < minRateTime || done <= 0 {
		return 0
	}
	return float64(done) / elapsed.Seconds()
}

// eta is how long left games take at rate games per second: "?" while the
// rate is unknown.
func eta(left int64, rate float64) string {
	if rate <= 0 {
		return "?"
	}
	return (time.Duration(float64(left)/rate) * time.Second).Round(time.Second).String()
}

// rateText shows a rate: "--" while unknown.
func rateText(r float64) string {
	if r <= 0 {
		return "--"
	}
	return fmt.Sprintf("%.0f", r)
}

// barLine is the progress line drawn on a terminal: the job, a bar, the
// games done, the rate and the time left.
func barLine(what string, done, total int64, elapsed time.Duration) string {
	const width = 30
	frac := min(max(float64(done)/float64(total), 0), 1)
	fill := int(frac * width)
	r := rate(done, elapsed)
	return fmt.Sprintf("%s %3d%% [%s%s] %d/%d games, %s games/s, %s left", what, int(100*frac),
		strings.Repeat("=", fill), strings.Repeat(" ", width-fill), done, total, rateText(r), eta(total-done, r))
}
