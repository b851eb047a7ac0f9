import type { Browser, Page } from 'playwright-core'

const logo =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="12" fill="#627eea"/></svg>'

/**
 * A new page that records every page error, console error and hydration message (any console type), and whose
 * token logos are served (the simulator's logo host does not resolve here; a real one would answer), unless
 * `logos` is `'fail'`: then they fail, and their load errors are not recorded.
 */
export async function watchPage(
  browser: Browser,
  logos: 'serve' | 'fail' = 'serve',
): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width: 480, height: 1400 } })
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    const failedLogo = logos === 'fail' && message.location().url.startsWith('https://assets.crosspay.local/')
    if (failedLogo) return
    if (message.type() === 'error' || /hydrat/i.test(message.text()))
      problems.push(`console ${message.type()}: ${message.text()}`)
  })
  await page.route('https://assets.crosspay.local/**', (route) =>
    logos === 'fail' ? route.abort('failed') : route.fulfill({ contentType: 'image/svg+xml', body: logo }),
  )
  return { page, problems }
}
