/**
 * A `YYYY-MM-DD` day in the local time zone: its first millisecond (`end: false`) or its last second
 * (`end: true`). Undefined for anything else, so a half-typed date filters nothing.
 */
export function parseLocalDay(day: string | undefined, end = false): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '')
  if (!match) return undefined
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const value = end ? new Date(year, month, date, 23, 59, 59) : new Date(year, month, date)
  // 2026-02-31 rolls over into March: refuse it rather than filter on another day
  return value.getFullYear() === year && value.getMonth() === month && value.getDate() === date
    ? value
    : undefined
}
