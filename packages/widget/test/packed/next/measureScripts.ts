import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'

/**
 * The JavaScript a visitor downloads for one page: every script response until the network is idle (lazy chunks
 * included), gzipped here (level 9, as a server would send it). Returns bytes.
 */
export async function measureScripts(browser: Browser, pageUrl: string): Promise<number> {
  const page = await browser.newPage()
  const bodies: Promise<number>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(response.body().then((body) => gzipSync(body, { level: 9 }).length))
  })
  await page.route('https://assets.crosspay.local/**', (route) => route.abort())
  await page.goto(pageUrl, { waitUntil: 'networkidle' })
  const total = (await Promise.all(bodies)).reduce((sum, bytes) => sum + bytes, 0)
  await page.close()
  return total
}
