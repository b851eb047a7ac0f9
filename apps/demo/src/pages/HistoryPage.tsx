import { UnwiredSlot } from '../layout/UnwiredSlot'

/** History: the widget's `RequestHistory` of the demo key's requests (seeded history included). */
export function HistoryPage() {
  return (
    <UnwiredSlot
      component="RequestHistory"
      purpose="Every request of the demo's API key, newest first, with filters; a row opens its status."
    />
  )
}
