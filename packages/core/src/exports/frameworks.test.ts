import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'

const src = join(import.meta.dirname, '..')
/** The source files (no tests) of one folder of `src/`. */
const sources = (folder: string) =>
  readdirSync(join(src, folder))
    .filter((name) => /\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name))
    .map((name) => ({ name, text: readFileSync(join(src, folder, name), 'utf8') }))
/** Whether a file has runtime exports (a function, class or value), not only types. */
const hasRuntimeExports = (text: string) => /^export (async )?(function|class|const|let)\b/m.test(text)

describe('frameworks', () => {
  test("behavior: every hook and provider file starts with 'use client' (Next.js App Router)", () => {
    const files = sources('hooks').filter((f) => hasRuntimeExports(f.text))
    expect(files.length).toBeGreaterThanOrEqual(10)
    const missing = files.filter((f) => !f.text.startsWith("'use client'\n")).map((f) => f.name)
    expect(missing).toEqual([])
  })

  test('behavior: the query-options layer is framework-neutral (@tanstack/query-core, never React)', () => {
    const files = sources('query')
    expect(files.length).toBeGreaterThanOrEqual(8)
    const reactImports = files
      .filter((f) => /from '(react|react-dom|@tanstack\/react-query|wagmi)(\/[^']*)?'/.test(f.text))
      .map((f) => f.name)
    expect(reactImports).toEqual([])
    // The factories are typed against query-core itself.
    expect(files.filter((f) => f.text.includes("from '@tanstack/query-core'")).length).toBeGreaterThanOrEqual(
      6,
    )
  })
})
