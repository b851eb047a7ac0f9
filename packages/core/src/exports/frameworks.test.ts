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

  test('behavior: the query-options layer is framework-neutral (types from TanStack only, never a React value)', () => {
    const files = sources('query')
    expect(files.length).toBeGreaterThanOrEqual(8)
    // Value imports of a React library would run React code in a framework-free caller.
    const reactValueImports = files
      .filter((f) =>
        /^import (?!type )[^\n]*from '(react|react-dom|@tanstack\/react-query|wagmi)(\/[^']*)?'/m.test(
          f.text,
        ),
      )
      .map((f) => f.name)
    expect(reactValueImports).toEqual([])
    // The factories are typed against TanStack's query types, imported through @tanstack/react-query (which
    // re-exports query-core): core never names @tanstack/query-core, so an app gets the one copy its react-query has.
    expect(
      files.filter((f) => f.text.includes('import type') && f.text.includes("from '@tanstack/react-query'"))
        .length,
    ).toBeGreaterThanOrEqual(6)
  })

  test('behavior: no source file imports @tanstack/query-core (one copy of TanStack core per app)', () => {
    const folders = readdirSync(src, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
    const named = folders.flatMap((folder) =>
      sources(folder)
        .filter((f) => f.text.includes("'@tanstack/query-core'"))
        .map((f) => `${folder}/${f.name}`),
    )
    expect(named).toEqual([])
  })
})
