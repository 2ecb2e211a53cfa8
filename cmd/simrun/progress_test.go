package main

import (
	"testing"
	"time"
)

func TestBarLine(t *testing.T) {
	for _, c := range []struct {
		done, total int64
		elapsed     time.Duration
		want        string
	}{
		{0, 1000, 0, "deck   0% [                              ] 0/1000 games, -- games/s, ? left"},
		// The first chunks finish together: 4096 games 23.5 µs in is no rate
		// yet (it would read 174 million games/s).
		{4096, 1_000_000, 23500 * time.Nanosecond, "deck   0% [                              ] 4096/1000000 games, -- games/s, ? left"},
		{4096, 1_000_000, 999 * time.Millisecond, "deck   0% [                              ] 4096/1000000 games, -- games/s, ? left"},
		{250, 1000, time.Second, "deck  25% [=======                       ] 250/1000 games, 250 games/s, 3s left"},
		{500, 1000, 2 * time.Second, "deck  50% [===============               ] 500/1000 games, 250 games/s, 2s left"},
		{1000, 1000, 4 * time.Second, "deck 100% [==============================] 1000/1000 games, 250 games/s, 0s left"},
		{90_000, 1_000_000, 10 * time.Second, "deck   9% [==                            ] 90000/1000000 games, 9000 games/s, 1m41s left"},
	} {
		if got := barLine("deck", c.done, c.total, c.elapsed); got != c.want {
			t.Errorf("barLine(%d of %d after %s) =\n  %q\nwant\n  %q", c.done, c.total, c.elapsed, got, c.want)
		}
	}
}
