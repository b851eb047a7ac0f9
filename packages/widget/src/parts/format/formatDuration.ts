import type { Messages } from '../../messages/defaultMessages'

/** A quote's time estimate in words: seconds under 90 s (`~5 s`), whole minutes above (`~2 min`). */
export function formatDuration(seconds: number, messages: Messages): string {
  return seconds < 90 ? messages.quote.seconds(seconds) : messages.quote.minutes(Math.round(seconds / 60))
}
