import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { docsBaseUrl } from './docsBaseUrl'
import { RateLimitError } from './RateLimitError'
import { toDocsUrl } from './toDocsUrl'

const src = join(import.meta.dirname, '..')
const docs = join(import.meta.dirname, '../../../../docs')

/** Every source file (no tests) under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-')

describe('docsPath', () => {
  test('behavior: every docsPath in the source is a page of docs/ and one of its headings', () => {
    const paths = sourceFiles(src).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/docsPath:[^'\n]*'([^']+)'/g)].map((m) => m[1]!),
    )
    expect(paths.length).toBeGreaterThanOrEqual(8)
    for (const path of new Set(paths)) {
      const [page, anchor] = path.split('#')
      const file = join(docs, `${page}.md`)
      expect([path, existsSync(file)]).toEqual([path, true])
      if (!anchor) continue
      const headings = [...readFileSync(file, 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!))
      expect(headings).toContain(anchor)
    }
  })

  test('default: the message links the page under the one documented base URL', () => {
    const error = new RateLimitError({ url: 'http://sim.test/quote/v2' })
    expect(error.docsUrl).toBe(`${docsBaseUrl}/errors.md#ratelimiterror`)
    expect(error.message).toContain(`Docs: ${docsBaseUrl}/errors.md#ratelimiterror`)
    expect(toDocsUrl('/migration/requests-v3')).toBe(`${docsBaseUrl}/migration/requests-v3.md`)
    // The base URL is documented where people read about errors.
    expect(readFileSync(join(docs, 'errors.md'), 'utf8')).toContain(docsBaseUrl)
  })
})
