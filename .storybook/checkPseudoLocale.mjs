// Layout survives translation: every story of the static Storybook (built by checkStaticBuild.mjs, in
// storybook-static/) rendered in the pseudo-locale en-XA (every word accented and 40 % longer) at 320 px in headless
// Chromium, checked for horizontal overflow (the page, any widget root) and for a button whose label does not fit
// (its content wider than its box). A story whose widget did not switch to en-XA fails too. Run by scripts/test.mjs
// as one test, after the static build; `--story <id>` checks one story; `--width` another width.
import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright'
import { serveStatic } from './serveStatic.mjs'

const { values } = parseArgs({
  options: { story: { type: 'string' }, width: { type: 'string', default: '320' } },
})
const dir = 'storybook-static'
const index = JSON.parse(await readFile(`${dir}/index.json`, 'utf8'))
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story' && (!values.story || entry.id === values.story))
  .map((entry) => entry.id)
const server = await serveStatic(dir)
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
const width = Number(values.width)
const problems = []
let checked = 0

/** What does not fit in one story, as sentences (empty: it fits). */
const measure = () => {
  const found = []
  const name = (el) =>
    `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''}`
  if (document.documentElement.scrollWidth > window.innerWidth)
    found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px wide)`)
  for (const root of document.querySelectorAll('.cp-root')) {
    if (root.scrollWidth > root.clientWidth + 1)
      found.push(`${name(root)} overflows (${root.scrollWidth} > ${root.clientWidth} px)`)
    for (const button of root.querySelectorAll('button')) {
      if (!button.offsetParent || button.clientWidth === 0) continue
      if (button.scrollWidth > button.clientWidth + 1)
        found.push(
          `button "${button.textContent.trim().slice(0, 40)}" is clipped (${button.scrollWidth} > ${button.clientWidth} px)`,
        )
    }
  }
  return found
}

async function check(page, id) {
  await page.goto(`${server.origin}/iframe.html?id=${id}&viewMode=story&globals=locale:en-XA`)
  const root = await page.waitForSelector('#storybook-root .cp-root', { timeout: 20_000 }).catch(() => null)
  if (!root) return // a story without the widget's root (none today)
  const switched = await page
    .waitForFunction(
      () => [...document.querySelectorAll('.cp-root')].every((r) => r.dataset.locale === 'en-XA'),
      null,
      {
        timeout: 15_000,
      },
    )
    .catch(() => null)
  if (!switched)
    return problems.push(`${id}: the widget did not switch to en-XA (a locale fixed in the story?)`)
  // The story's play function (if any) has run: its end is when the layout is the one people see.
  await page.waitForFunction(() => window.__storyDone, null, { timeout: 20_000 }).catch(() => {})
  checked++
  for (const problem of await page.evaluate(measure)) problems.push(`${id}: ${problem}`)
}

try {
  const pages = await Promise.all(
    [0, 1].map(async () => {
      const page = await browser.newPage({ viewport: { width, height: 720 } })
      await page.addInitScript(() => {
        let channel
        Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
          configurable: true,
          get: () => channel,
          set(value) {
            channel = value
            value.on('storyFinished', () => {
              window.__storyDone = true
            })
          },
        })
      })
      return page
    }),
  )
  const queue = [...stories]
  await Promise.all(
    pages.map(async (page) => {
      for (let id = queue.shift(); id; id = queue.shift()) await check(page, id)
    }),
  )
} finally {
  await browser.close()
  server.close()
}
for (const problem of problems) console.error(`[pseudo-locale] ${problem}`)
console.log(
  `[pseudo-locale] ${problems.length ? 'FAILED' : 'ok'}: ${checked} of ${stories.length} stories in en-XA at ${width} px, ${problems.length} problem(s)`,
)
process.exit(problems.length ? 1 : 0)
