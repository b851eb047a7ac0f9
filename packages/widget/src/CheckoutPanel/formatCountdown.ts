/** `m:ss` of a duration in ms (rounded up to the second, so 0:00 means it is over). */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}
