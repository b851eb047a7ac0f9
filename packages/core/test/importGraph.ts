import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * Test helper: the relative imports between the source files under `root` (tests excluded), read with
 * TypeScript's own pre-processor, so static, type-only, re-export and dynamic `import()` edges all count. Keys and
 * values are paths relative to `root`; imports leaving `root` are dropped.
 */
export function importGraph(root: string): Map<string, string[]> {
  const files = listSources(root)
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const targets = new Set<string>()
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue
      const target = resolveSource(path.resolve(path.dirname(file), fileName))
      if (target?.startsWith(root + path.sep)) targets.add(path.relative(root, target))
    }
    graph.set(path.relative(root, file), [...targets].sort())
  }
  return graph
}

function listSources(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name)
    if (statSync(full).isDirectory()) return listSources(full)
    return /\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name) ? [full] : []
  })
}

function resolveSource(base: string): string | undefined {
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    base.replace(/\.js$/, '.ts'),
  ]
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
}
