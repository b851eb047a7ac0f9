import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Browser } from 'playwright-core'
import { expect } from 'vitest'

/** Parameters of {@link matchScreenshot}. */
export type MatchScreenshotParameters = {
  /** A browser to compare in (a blank page of it decodes both pictures on a canvas). */
  browser: Browser
  /** The new picture (PNG). */
  actual: Buffer
  /** The committed baseline (PNG); written when missing, or when vitest runs with `--update`. */
  baseline: string
  /** Largest colour distance per channel (0–255) that still counts as the same pixel. Defaults to 24. */
  pixelThreshold?: number | undefined
  /** Most changed pixels that still pass. Defaults to 50 (runs draw identical pixels; a share would hide a small mark). */
  allowedPixels?: number | undefined
}

/**
 * Compares a screenshot with its committed baseline, pixel by pixel on a canvas in Chromium (no image library): fails
 * when the sizes differ or more than `allowedPixels` pixels changed by more than `pixelThreshold`. A missing
 * baseline is written and the test fails ("review it"), as vitest's `toMatchScreenshot` does; `vitest --update`
 * rewrites every baseline (look at each before committing).
 */
export async function matchScreenshot({
  browser,
  actual,
  baseline,
  pixelThreshold = 24,
  allowedPixels = 50,
}: MatchScreenshotParameters): Promise<void> {
  const update = (expect.getState().snapshotState as unknown as { _updateSnapshot?: string })._updateSnapshot
  if (update === 'all' || !existsSync(baseline)) {
    mkdirSync(dirname(baseline), { recursive: true })
    writeFileSync(baseline, actual)
    if (update !== 'all') throw new Error(`No baseline ${baseline}: written now; look at it and run again.`)
    return
  }
  const page = await browser.newPage()
  try {
    const result = await page.evaluate(
      async ({ a, b, pixelThreshold }) => {
        const pixels = async (data: string) => {
          const image = new Image()
          image.src = `data:image/png;base64,${data}`
          await image.decode()
          const canvas = new OffscreenCanvas(image.width, image.height)
          const context = canvas.getContext('2d')
          if (!context) throw new Error('no 2d canvas')
          context.drawImage(image, 0, 0)
          return {
            width: image.width,
            height: image.height,
            data: context.getImageData(0, 0, image.width, image.height).data,
          }
        }
        const [x, y] = await Promise.all([pixels(a), pixels(b)])
        if (x.width !== y.width || x.height !== y.height)
          return {
            size: `${x.width}×${x.height} now, ${y.width}×${y.height} in the baseline`,
            changed: 0,
            total: 0,
          }
        let changed = 0
        for (let i = 0; i < x.data.length; i += 4)
          for (let c = 0; c < 4; c++)
            if (Math.abs((x.data[i + c] ?? 0) - (y.data[i + c] ?? 0)) > pixelThreshold) {
              changed++
              break
            }
        return { size: '', changed, total: x.width * x.height }
      },
      { a: actual.toString('base64'), b: readFileSync(baseline).toString('base64'), pixelThreshold },
    )
    if (result.size || result.changed > allowedPixels) {
      const failed = baseline.replace(/\.png$/, '.actual.png')
      writeFileSync(failed, actual)
      throw new Error(
        `${baseline}: ${result.size || `${result.changed} of ${result.total} pixels changed`} (the new picture: ${failed})`,
      )
    }
  } finally {
    await page.close()
  }
}
