package main

import (
	"io"
	"log/slog"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/pflag"
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

func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// startProgress begins reporting a job of total games named what.
func startProgress(l *logFlags, w io.Writer, what string, total int64) *progress {
	p := &progress{total: total, stop: make(chan struct{})}
	if l.quiet || total <= 0 {
		return p
	}
	term := false
	if f, ok := w.(*os.File); ok {
		term = isTerminal(f)
	}
	start := time.Now()
	p.wg.Add(1)
	if term {
		bar := progressbar.NewOptions64(total, progressbar.OptionSetWriter(w), progressbar.OptionSetDescription(what),
			progressbar.OptionShowCount(), progressbar.OptionShowIts(), progressbar.OptionSetItsString("games"),
			progressbar.OptionSetPredictTime(true), progressbar.OptionThrottle(200*time.Millisecond), progressbar.OptionClearOnFinish())
		go func() {
			defer p.wg.Done()
			t := time.NewTicker(200 * time.Millisecond)
			defer t.Stop()
			for {
				select {
				case <-t.C:
					bar.Set64(p.done.Load())
				case <-p.stop:
					bar.Set64(p.done.Load())
					bar.Clear()
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
		report := func(msg string) {
			d := p.done.Load()
			el := time.Since(start).Seconds()
			rate := float64(d) / max(el, 1e-9)
			eta := "?"
			if rate > 0 {
				eta = (time.Duration(float64(total-d)/rate) * time.Second).Round(time.Second).String()
			}
			log.Info(msg, "job", what, "games", d, "of", total, "games_per_s", int64(rate), "eta", eta)
		}
		for {
			select {
			case <-t.C:
				report("progress")
			case <-p.stop:
				report("done")
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
