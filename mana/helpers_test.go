package mana

// planPayment plans one payment with a fresh Planner (a game keeps one; the
// tests need no reuse).
func planPayment(p *Payment, d *Demand, x int, pool *Pool, s *Sources, life int, keep Mask) bool {
	var pl Planner
	return pl.Plan(p, d, x, pool, s, life, keep)
}
