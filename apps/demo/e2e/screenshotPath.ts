import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Where an e2e test saves its screenshot: `apps/demo/e2e/screenshots/<name>.png` (git-ignored). */
export function screenshotPath(name: string): string {
  const dir = fileURLToPath(new URL('./screenshots/', import.meta.url))
  mkdirSync(dir, { recursive: true })
  return `${dir}${name}.png`
}
