/**
 * A test's readiness wait or timeout, scaled by the `TEST_TIMEOUT_SCALE` environment variable (a finite number
 * above 0; defaults to 1, and any other value counts as 1). One knob for every wait in the test helpers: a slow or
 * loaded machine sets `TEST_TIMEOUT_SCALE=3` instead of each test growing its own margin. Only for deadlines
 * (how long to wait for a condition), never for how long a test sleeps.
 *
 * @example
 * await vi.waitFor(() => expect(ready).toBe(true), { timeout: scaleTimeout(15_000) })
 */
export function scaleTimeout(ms: number): number {
  return Math.round(ms * timeoutScale())
}

/** The factor: `TEST_TIMEOUT_SCALE`: when it is a finite number above 0, else 1. */
function timeoutScale(): number {
  const raw = typeof process === 'undefined' ? undefined : process.env.TEST_TIMEOUT_SCALE
  const scale = raw === undefined || raw.trim() === '' ? 1 : Number(raw)
  return Number.isFinite(scale) && scale > 0 ? scale : 1
}
