// docs/screenshots/swap-panel.png and docs/screenshots/demo-pages.png: the gallery made from the visual regression
// suite's committed baselines (.storybook/visual/__screenshots__, apps/demo/e2e/__screenshots__/visual), so the
// pictures in the README are exactly what CI compares. Run after `--update`-ing (and looking at) the baselines:
//   npx tsx packages/widget/scripts/visualGallery.ts
// It lays the baselines out on one page in headless Chromium, each under its name, and takes one picture per sheet.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromiumLaunchOptions } from '@crosspay/test'
import { chromium } from 'playwright-core'

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const sheets = [
  {
    out: 'docs/screenshots/swap-panel.png',
    dir: '.storybook/visual/__screenshots__/stories.visual.test.tsx',
    name: (file: string) => file.replace(/-chromium-linux\.png$/, ''),
  },
  {
    out: 'docs/screenshots/demo-pages.png',
    dir: 'apps/demo/e2e/__screenshots__/visual',
    name: (file: string) => file.replace(/\.png$/, ''),
  },
]

const browser = await chromium.launch(chromiumLaunchOptions())
try {
  for (const sheet of sheets) {
    const files = readdirSync(join(repo, sheet.dir))
      .filter((file) => file.endsWith('.png') && !file.includes('.actual.'))
      .sort()
    const figures = files
      .map((file) => {
        const data = readFileSync(join(repo, sheet.dir, file)).toString('base64')
        return `<figure><figcaption>${sheet.name(file)}</figcaption><img src="data:image/png;base64,${data}"></figure>`
      })
      .join('')
    const page = await browser.newPage({ viewport: { width: 1400, height: 800 } })
    await page.setContent(
      `<style>body{margin:0;padding:16px;background:#6b7280;font:600 13px system-ui;display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
      figure{margin:0;max-width:1368px}figcaption{color:#fff;margin-bottom:4px}img{display:block;max-width:100%}</style>${figures}`,
    )
    await page.waitForFunction(() => [...document.images].every((img) => img.complete))
    await page.screenshot({ path: join(repo, sheet.out), fullPage: true })
    await page.close()
    console.log(`${sheet.out}: ${files.length} baselines`)
  }
} finally {
  await browser.close()
}
