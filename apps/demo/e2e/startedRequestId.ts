import type { Page } from 'playwright-core'

/** The id of the newest request the page lists under "Requests started here" (`''` when it lists none). */
export async function startedRequestId(page: Page): Promise<string> {
  return (
    (await page
      .getByRole('region', { name: 'Requests started here' })
      .getByRole('link')
      .first()
      .textContent()) ?? ''
  )
}
