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
    found.push(
      `the page scrolls sideways (${document.documentElement.scrollWidth} px for ${window.innerWidth})`,
    )
  for (const root of document.querySelectorAll('.cp-root')) {
    if (root.scrollWidth > root.clientWidth + 1) {
      // Name the innermost element that sticks out, so the message says what to fix.
      const edge = root.getBoundingClientRect().right
      const out = [...root.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > edge + 1)
      const culprit = out.find((el) => ![...el.children].some((child) => out.includes(child)))
      found.push(
        `${name(root)} overflows (${root.scrollWidth} > ${root.clientWidth} px)${culprit ? `: ${name(culprit)} "${culprit.textContent.trim().slice(0, 40)}"` : ''}`,
      )
    }
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

/** Shows one story in the already loaded preview (no reload: the preview's own channel switches stories). */
async function show(page, id) {
  await page.evaluate((storyId) => {
    window.__storyDone = undefined
    window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' })
  }, id)
  // The story's play function (if any) has run: its end is the layout people see.
  await page
    .waitForFunction((storyId) => window.__storyDone === storyId, id, { timeout: 30_000 })
    .catch(() => {})
  // A story framed at a width of its own (a `width` arg: its frame's inline width) is framed at the checked width.
  await page.evaluate((width) => {
    for (const frame of document.querySelectorAll('#storybook-root [style]'))
      if (frame.style.width && frame.offsetWidth > width) frame.style.width = `${width}px`
  }, width)
}

async function check(page, id) {
  await show(page, id)
  if ((await page.locator('#storybook-root .cp-root').count()) === 0) return // no widget root in this story
  const switched = await page
    .waitForFunction(
      () => [...document.querySelectorAll('.cp-root')].every((r) => r.dataset.locale === 'en-XA'),
      null,
      {
        timeout: 10_000,
      },
    )
    .catch(() => null)
  if (!switched)
    return problems.push(`${id}: the widget did not switch to en-XA (a locale fixed in the story?)`)
  checked++
  for (const problem of await page.evaluate(measure)) problems.push(`${id}: ${problem}`)
}

try {
  const pages = await Promise.all(
    [0, 1].map(async () => {
      // The story area is 320 px wide: the viewport adds the preview's padding (1 rem each side).
      const page = await browser.newPage({ viewport: { width: width + 32, height: 720 } })
      await page.addInitScript(() => {
        let channel
        Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
          configurable: true,
          get: () => channel,
          set(value) {
            channel = value
            value.on('storyFinished', (event) => {
              window.__storyDone = event?.storyId
            })
          },
        })
      })
      await page.goto(`${server.origin}/iframe.html?id=${stories[0]}&viewMode=story&globals=locale:en-XA`)
      await page.waitForFunction(() => window.__STORYBOOK_ADDONS_CHANNEL__ && window.__storyDone, null, {
        timeout: 60_000,
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
