import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, test } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))
const srcDir = resolve(here, '..')

/** Resolves a relative import the way the bundler does (extensionless, `.ts`/`.tsx`/`index`). */
function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier)
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    try {
      readFileSync(candidate)
      return candidate
    } catch {}
  }
  throw new Error(`Cannot resolve ${specifier} from ${relative(srcDir, from)}`)
}

/**
 * Walks the static import graph from `entry` (imports, re-exports, dynamic imports, type imports
 * included) with TypeScript's own pre-processor. Returns the local files and the bare specifiers.
 */
function moduleGraph(entry: string) {
  const files = new Set<string>()
  const packages = new Set<string>()
  const queue = [entry]
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (files.has(file)) continue
    files.add(file)
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    for (const { fileName } of importedFiles) {
      if (fileName.startsWith('.')) queue.push(resolveRelative(file, fileName))
      else packages.add(fileName)
    }
  }
  return { files: [...files].map((f) => relative(srcDir, f)).sort(), packages: [...packages].sort() }
}

// `@solana/kit`: the Solana path's dependency, imported only by execution/svm/ (its own lazy chunk).
const peers = /^(react|react-dom|@tanstack\/react-query|wagmi|@wagmi\/core|viem|zod|@solana\/kit)(\/.*)?$/
const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)])
/** The entries a browser may import (package.json subpaths `.`, `./execution`, `./failures`, `./legacy`, `./schemas`, `./sponsorship`). */
const browserEntries = [
  'index.ts',
  'execution.ts',
  'failures.ts',
  'legacy.ts',
  'schemas.ts',
  'sponsorship.ts',
]

describe('@crosspay/core browser entry', () => {
  test('behavior: the root entry lists what an integrator calls: 57 values (aim ≤ 80; schemas are ./schemas)', async () => {
    const values = Object.keys(await import('./index'))
    expect(values.length).toBe(57)
    expect(values.length).toBeLessThanOrEqual(80)
    // No zod schema, no retry plumbing, no one-word helper: their migration is in CHANGELOG.md.
    expect(values.filter((n) => /Schema$|Values$/.test(n))).toEqual([])
    for (const internal of ['getRecoveryOptions', 'getRetryDelay', 'shouldRetry', 'withFailureStreak', 'not'])
      expect(values).not.toContain(internal)
  })

  test.each(browserEntries)(
    'behavior: the module graph of %s never reaches src/server/, the simulator or Node built-ins',
    (entry) => {
      const graph = moduleGraph(join(here, entry))
      expect(graph.files.length).toBeGreaterThan(entry === 'index.ts' ? 20 : 2)
      expect(graph.files.filter((f) => f.startsWith('server/') || f === 'exports/server.ts')).toEqual([])
      expect(graph.packages.filter((p) => builtins.has(p) || p.startsWith('@crosspay/'))).toEqual([])
      // Only the peers, zod and (from execution/svm/ alone) @solana/kit are imported from packages.
      expect(graph.packages.filter((p) => !peers.test(p))).toEqual([])
    },
  )

  test('behavior: the walker does see server files from the server entry (control)', () => {
    const graph = moduleGraph(join(here, 'server.ts'))
    expect(graph.files).toContain('server/createProxyHandler.ts')
    expect(graph.files).toContain('server/verifyWebhook.ts')
    expect(graph.packages.filter((p) => builtins.has(p))).toEqual([])
  })

  test('behavior: every exported symbol carries a doc comment', () => {
    const files = [...browserEntries, 'server.ts'].flatMap((entry) => moduleGraph(join(here, entry)).files)
    const undocumented: string[] = []
    for (const file of new Set(files)) {
      if (file.startsWith('exports/')) continue
      const text = readFileSync(join(srcDir, file), 'utf8')
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
      for (const statement of source.statements) {
        const exported = ts.canHaveModifiers(statement)
          ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
          : false
        if (!exported) continue
        const jsDoc = (statement as unknown as { jsDoc?: unknown[] }).jsDoc
        if (!jsDoc?.length) {
          const name = ts.isVariableStatement(statement)
            ? statement.declarationList.declarations.map((d) => d.name.getText(source)).join(',')
            : ((statement as { name?: ts.Identifier }).name?.text ?? '?')
          undocumented.push(`${file}: ${name}`)
        }
      }
    }
    expect(undocumented).toEqual([])
  })
})
