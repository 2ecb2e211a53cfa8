package mana

import (
	"runtime"
	"syscall"
	"testing"
	"unsafe"
)

// threadCPU returns the calling thread's CPU time in nanoseconds
// (CLOCK_THREAD_CPUTIME_ID): on a machine shared with other jobs, a
// benchmark's wall time counts the time it waits for a core, this does not.
func threadCPU() int64 {
	var ts syscall.Timespec
	const clockThreadCPUTime = 3
	syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0)
	return ts.Nano()
}

// cpuLoop runs f in b's loop on one locked thread and reports its CPU time
// per call as "cpu-ns/op".
func cpuLoop(b *testing.B, f func()) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	b.ReportAllocs()
	n := 0
	t0 := threadCPU()
	for b.Loop() {
		f()
		n++
	}
	b.ReportMetric(float64(threadCPU()-t0)/float64(n), "cpu-ns/op")
}

// The CanPay and Plan benchmarks again, timed by CPU: compare builds with
//
//	go test -run '^$' -bench CPU -count 5 ./mana/
func BenchmarkCPUCanPay(b *testing.B) {
	for _, bc := range benchCases {
		d := NewDemand(MustParseCost(bc.cost), ForSpell)
		s := board(bc.srcs...)
		var pool Pool
		b.Run(bc.name, func(b *testing.B) {
			ok := true
			cpuLoop(b, func() { ok = CanPay(&d, bc.x, &pool, s, 0) && ok })
			if !ok {
				b.Fatal("not payable")
			}
		})
	}
}

func BenchmarkCPUPlan(b *testing.B) {
	for _, bc := range benchCases {
		d := NewDemand(MustParseCost(bc.cost), ForSpell)
		s := board(bc.srcs...)
		var pool Pool
		var pl Planner
		var p Payment
		b.Run(bc.name, func(b *testing.B) {
			ok := true
			cpuLoop(b, func() { ok = pl.Plan(&p, &d, bc.x, &pool, s, 0, None) && ok })
			if !ok {
				b.Fatal("not payable")
			}
		})
	}
}

func BenchmarkCPUCanPayRestricted(b *testing.B) {
	for _, bc := range benchRestricted {
		d := NewDemand(MustParseCost(bc.cost), bc.use)
		s := board(bc.srcs...)
		var pool Pool
		b.Run(bc.name, func(b *testing.B) {
			ok := true
			cpuLoop(b, func() { ok = CanPay(&d, 0, &pool, s, 0) && ok })
			if !ok {
				b.Fatal("not payable")
			}
		})
	}
}

func BenchmarkCPUPlanRestricted(b *testing.B) {
	for _, bc := range benchRestricted {
		d := NewDemand(MustParseCost(bc.cost), bc.use)
		s := board(bc.srcs...)
		var pool Pool
		var pl Planner
		var p Payment
		b.Run(bc.name, func(b *testing.B) {
			ok := true
			cpuLoop(b, func() { ok = pl.Plan(&p, &d, 0, &pool, s, 0, None) && ok })
			if !ok {
				b.Fatal("not payable")
			}
		})
	}
}
