// Checks that the static Storybook (`pnpm storybook:build`, in storybook-static/) works with no server of ours:
// serves the folder as plain files on 127.0.0.1, opens a live story in headless Chromium and waits until the
// in-page simulator (MSW's service worker from staticDirs) has quoted it. Run by scripts/test.mjs as one test.
// `--screenshot <file.png>` also saves a picture of the story; `--story <id>` picks another story; `--globals locale:ar`
// renders it in another language.
import { spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright'
import { serveStatic } from './serveStatic.mjs'

const { values } = parseArgs({
  options: {
    screenshot: { type: 'string' },
    story: { type: 'string', default: 'parts-sponsorshipnotice--full' },
    'no-build': { type: 'boolean', default: false },
    width: { type: 'string', default: '480' },
    // Storybook globals for the story, as its URL takes them (`locale:ar`: the language toolbar).
    globals: { type: 'string' },
  },
})
const dir = 'storybook-static'
if (!values['no-build']) {
  const built = spawnSync('pnpm', ['-s', 'storybook:build'], { stdio: ['ignore', 'ignore', 'inherit'] })
  if (built.status !== 0) throw new Error('storybook build failed')
}
const server = await serveStatic(dir)
const url = `${server.origin}/iframe.html?id=${values.story}&viewMode=story${values.globals ? `&globals=${values.globals}` : ''}`
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
})
let ok = false
try {
  const page = await browser.newPage({ viewport: { width: Number(values.width), height: 400 } })
  const errors = []
  page.on('pageerror', (error) => errors.push(error.message))
  // Record the preview channel's events from the moment Storybook sets the channel up.
  await page.addInitScript(() => {
    window.__storyEvents = []
    let channel
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set(value) {
        channel = value
        for (const type of [
          'storyFinished',
          'playFunctionThrewException',
          'storyThrewException',
          'storyErrored',
        ])
          value.on(type, (...args) =>
            window.__storyEvents.push({ type, args: JSON.parse(JSON.stringify(args)) }),
          )
      },
    })
  })
  await page.goto(url)
  // A live story: its content needs the simulator, which answers only through the service worker.
  await page.waitForSelector('#storybook-root .cp-root', { timeout: 30_000 })
  if (values.story === 'parts-sponsorshipnotice--full')
    await page.waitForSelector('.cp-sponsorship[data-state="full"]', { timeout: 30_000 })
  // Storybook's own verdict on the story (render, play function, axe): its channel's `storyFinished` status.
  const finished = await page.waitForFunction(
    () => window.__storyEvents?.find((e) => e.type === 'storyFinished'),
    null,
    {
      timeout: 30_000,
    },
  )
  const { status } = (await finished.jsonValue()).args[0] ?? {}
  const thrown = await page.evaluate(() => window.__storyEvents.filter((e) => /Threw|Errored/.test(e.type)))
  const failed = status === 'error' || thrown.length > 0
  if (failed)
    console.error(
      `[storybook static] story status ${status}: ${thrown.map((e) => `${e.type}: ${String(e.args[0]?.message ?? '').split('\n')[0]}`).join('; ')}`,
    )
  if (values.screenshot) await page.locator('#storybook-root').screenshot({ path: values.screenshot })
  if (errors.length) console.error(`[storybook static] page errors: ${errors.join('; ')}`)
  ok = !failed && errors.length === 0
} finally {
  await browser.close()
  server.close()
}
console.log(
  `[storybook static] ${ok ? 'ok' : 'FAILED'}: ${values.story} rendered live from ${dir}/ served as plain files`,
)
process.exit(ok ? 0 : 1)
