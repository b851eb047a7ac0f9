import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { testAddresses, testQuoteBody } from '@crosspay/test'
import { expect, inject, test } from 'vitest'
import { screenshotPath } from './screenshotPath'
import { setupDemo } from './setupDemo'

/** The embedded simulator's API key: it must never reach the browser. */
const apiKey = 'demo-key'

const distDir = inject('distDir')
const { server, browser } = setupDemo({ history: 20 })

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  )

test('behavior: the built bundle never contains the API key', () => {
  const built = files(distDir)
  expect(built.some((file) => file.endsWith('.js'))).toBe(true)
  expect(built.filter((file) => readFileSync(file).includes(apiKey))).toEqual([])
})

test('behavior: no response the browser receives on any page carries the API key', async () => {
  // A real request id, for the status page.
  const quote = await fetch(`${server.url}/api/crosspay/quote/v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(testQuoteBody({ user: testAddresses.user })),
  })
  const requestId = ((await quote.json()) as { steps: { requestId: string }[] }).steps[0]?.requestId
  expect(requestId).toMatch(/^0x/)

  const page = await browser.newPage()
  const seen: { url: string; text: string }[] = []
  const reading: Promise<void>[] = []
  page.on('response', (response) => {
    reading.push(
      response
        .body()
        .catch(() => Buffer.from(''))
        .then((body) => {
          const headers = Object.entries(response.headers()).flat().join('\n')
          seen.push({ url: response.url(), text: `${headers}\n${body.toString('latin1')}` })
        }),
    )
  })

  await page.goto(`${server.url}/#/bridge`)
  // The development wallet: its chain reads go through the server's RPC relay.
  await page.getByLabel('Development wallet (local test accounts)').selectOption({ index: 1 })
  await page.getByText(/Development wallet #0: 0x.* ETH/).waitFor()
  await page.getByLabel('You pay', { exact: true }).fill('0.01')
  await page.getByText('You receive', { exact: true }).waitFor()
  await page.goto(`${server.url}/#/history`)
  await page.locator('.cp-history__row').first().waitFor()
  await page.goto(`${server.url}/#/status/${requestId}`)
  await page.locator('.demo-status .cp-status').waitFor()
  await page.goto(`${server.url}/#/integrator`)
  await page.locator('.cp-app-balance__total[data-name="total"] dd').getByText('$').waitFor()
  await page.getByLabel("Sponsor users' fees from the app balance").uncheck()
  await page.getByText(/Quotes through the proxy are not sponsored/).waitFor()
  await page.getByLabel('Request id').fill(requestId ?? '')
  await page.getByRole('button', { name: 'Fast fill' }).click()
  // The kit's refusal as it is, its prefix once ("Fast fill refused: …", never "Refused: Fast fill refused: …").
  await page.getByText(/^(The service answered|Fast fill refused): /).waitFor()
  expect(await page.getByText(/Refused: Fast fill refused/).count()).toBe(0)
  await page.screenshot({ path: screenshotPath('api-key-walk-integrator'), fullPage: true })
  await page.close()
  await Promise.all(reading)

  const paths = seen.map((r) => new URL(r.url).pathname)
  for (const expected of [
    '/',
    '/api/crosspay/chains',
    '/demo/config',
    '/demo/policy',
    '/api/crosspay/fast-fill',
  ])
    expect(paths).toContain(expected)
  expect(paths.some((p) => p.startsWith('/rpc/'))).toBe(true)
  expect(paths.some((p) => p.startsWith('/api/crosspay/app-fees/'))).toBe(true)
  expect(seen.filter((r) => r.text.includes(apiKey)).map((r) => r.url)).toEqual([])
})
