import { getRequests, type RequestRecord } from '@crosspay/core'
import { startTestSimulators } from '@crosspay/test'
import { act, render } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { WidgetRoot } from '../root/WidgetRoot'
import { fixedViewport, scrollViewport } from './fixedViewport'
import { HistoryList, historyRowHeight } from './HistoryList'

const start = startTestSimulators()
fixedViewport(380)

/** `count` records: the simulator's seeded history (50 real records) repeated, each with its own id. */
async function records(count: number): Promise<RequestRecord[]> {
  const t = start({ history: 50, now: '2026-11-21T00:00:00Z' })
  const { requests } = await getRequests(t.client, { limit: 50 })
  return Array.from({ length: count }, (_, i) => ({
    ...requests[i % requests.length]!,
    id: `0x${i.toString(16).padStart(64, '0')}`,
  }))
}

function list(
  requests: RequestRecord[],
  props: { hasNextPage?: boolean; fetchNextPage?: () => unknown } = {},
) {
  return render(
    <WidgetRoot locale="en-US">
      <HistoryList
        requests={requests}
        chain={() => undefined}
        hasNextPage={props.hasNextPage ?? false}
        isFetchingNextPage={false}
        nextPageFailed={false}
        fetchNextPage={props.fetchNextPage ?? (() => {})}
        onOpen={() => {}}
      />
    </WidgetRoot>,
  )
}

describe('HistoryList', () => {
  test('behavior: 10,000 rows put only a window of rows in the page, at the top and in the middle', async () => {
    const requests = await records(10_000)
    const started = performance.now()
    const view = list(requests)
    const mounted = performance.now() - started
    const rows = () => view.container.querySelectorAll('.cp-history__row')
    // 380 px viewport, 76 px rows: 5 in view + 4 overscan below
    expect(rows().length).toBe(9)
    const viewport = view.container.querySelector('.cp-history__viewport')!
    expect(view.container.querySelector<HTMLElement>('.cp-history__sizer')!.style.height).toBe(
      `${(10_000 + 1) * historyRowHeight}px`,
    )

    const scrolled = performance.now()
    act(() => scrollViewport(viewport, 5_000 * historyRowHeight))
    const scrollMs = performance.now() - scrolled
    const indexes = [...rows()].map((r) => Number(r.getAttribute('data-index')))
    expect(indexes[0]).toBe(4_996)
    expect(indexes.at(-1)).toBe(5_008)
    expect(rows().length).toBe(13) // 5 in view + 4 overscan each side
    console.info(
      `10,000 rows: ${rows().length} in the DOM; first render ${mounted.toFixed(0)} ms, scroll to the middle ${scrollMs.toFixed(0)} ms (jsdom)`,
    )
  })

  test('behavior: the end of the list in view fetches the next page once; without one it says the list ended', async () => {
    const requests = await records(3)
    const fetchNextPage = vi.fn()
    const view = list(requests, { hasNextPage: true, fetchNextPage })
    expect(fetchNextPage).toHaveBeenCalledTimes(1)
    expect(view.container.querySelector('.cp-history__footer')?.getAttribute('data-state')).toBe('loading')
    view.unmount()
    const ended = list(requests, { hasNextPage: false, fetchNextPage })
    expect(fetchNextPage).toHaveBeenCalledTimes(1)
    expect(ended.container.querySelector('.cp-history__footer')?.textContent).toBe('No more requests')
  })
})
