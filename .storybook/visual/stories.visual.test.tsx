import { composeStory } from '@storybook/react-vite'
import { expect, test } from 'vitest'
import { page } from 'vitest/browser'
import * as checkout from '../../packages/widget/src/CheckoutPanel/CheckoutPanel.stories'
import * as progress from '../../packages/widget/src/parts/ExecutionProgress/ExecutionProgress.stories'
import * as panel from '../../packages/widget/src/SwapPanel/SwapPanel.stories'

// The look checked like behaviour: a focused set of stories, each drawn at phone and desktop widths, light and dark,
// in English and German number formats, compared with the committed baselines in __screenshots__/ (pixelmatch, see
// the project's threshold in vitest.visual.config.ts: at most 20 pixels may differ). Update after a deliberate change of the look:
//   pnpm vitest run --project visual --update
// and look at every changed PNG before committing it.
type Variant = { width: 320 | 360 | 1280; theme: 'light' | 'dark'; locale: 'en-US' | 'de-DE' }
const phone: Variant = { width: 320, theme: 'light', locale: 'en-US' }
const phoneDarkDe: Variant = { width: 320, theme: 'dark', locale: 'de-DE' }
const phone360Dark: Variant = { width: 360, theme: 'dark', locale: 'en-US' }
const desktopDe: Variant = { width: 1280, theme: 'light', locale: 'de-DE' }
const all = [phone, phoneDarkDe, phone360Dark, desktopDe]

// biome-ignore lint/suspicious/noExplicitAny: stories of different components share this table
type AnyStory = { args?: any; [key: string]: unknown }
// `ready`: the state the picture is taken in, waited for (the stories' play functions assert English number formats,
// so German variants draw the story without its play function and wait for this instead).
const cases: {
  name: string
  meta: typeof panel.default | typeof checkout.default | typeof progress.default
  story: AnyStory
  ready: string
  variants: Variant[]
}[] = [
  {
    name: 'panel-quote',
    meta: panel.default,
    story: panel.Quote,
    ready: '[data-action="ready"]',
    variants: all,
  },
  {
    name: 'panel-review',
    meta: panel.default,
    story: panel.Review,
    ready: '.cp-review [data-action="confirm"]',
    variants: [phone, phone360Dark],
  },
  {
    name: 'panel-picker',
    meta: panel.default,
    story: panel.Picker,
    ready: '.cp-picker__option',
    variants: [phone, phone360Dark],
  },
  {
    name: 'panel-unverified',
    meta: panel.default,
    story: panel.UnverifiedWarning,
    ready: '.cp-picker__warning',
    variants: [phone, phone360Dark],
  },
  {
    name: 'panel-success',
    meta: panel.default,
    story: panel.BridgeToSuccess,
    ready: '.cp-progress[data-status="success"]',
    variants: [phone, phone360Dark],
  },
  {
    name: 'progress-filling',
    meta: progress.default,
    story: progress.Filling,
    ready: '.cp-timeline [data-step="fill"]',
    variants: [phone, phoneDarkDe],
  },
  {
    name: 'checkout',
    meta: checkout.default,
    story: checkout.ChooseSource,
    ready: '.cp-checkout__form button[data-status="ready"]',
    variants: all,
  },
]

for (const { name, meta, story, ready, variants } of cases)
  for (const v of variants)
    test(`${name} ${v.width} ${v.theme} ${v.locale}`, async () => {
      await page.viewport(v.width, 900)
      const play = v.locale === 'en-US' ? story.play : undefined
      const Story = composeStory(
        {
          ...story,
          play,
          args: { ...story.args, theme: v.theme, locale: v.locale },
          // Fixed seed and start time: the same request ids and hashes whichever tests run (a filtered run too).
          parameters: {
            ...(story.parameters as object),
            crosspay: {
              ...(story.parameters as { crosspay?: object } | undefined)?.crosspay,
              seed: 1,
              now: '2026-11-21T12:00:00Z',
            },
          },
        },
        // biome-ignore lint/suspicious/noExplicitAny: see AnyStory
        meta as any,
      )
      await Story.run()
      await expect.poll(() => document.querySelector(ready), { timeout: 20_000 }).toBeTruthy()
      const root = document.querySelector('.cp-root')
      if (!root) throw new Error(`${name}: no widget root rendered`)
      await expect
        .element(page.elementLocator(root))
        .toMatchScreenshot(`${name}-${v.width}-${v.theme}-${v.locale}`)
    })
