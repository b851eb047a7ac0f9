import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { findImportCycles } from '../../core/test/findImportCycles'
import { importGraph } from '../../core/test/importGraph'

const root = path.dirname(fileURLToPath(import.meta.url))
const graph = importGraph(root)

/** Folders every other folder may import: the scoped root (context, theme) and the messages. */
const base = ['root', 'messages']
/** Folders that are not components: the shared parts, the base, the stylesheet and the entry. */
const notFeatures = new Set(['parts', 'styles', 'exports', ...base])
/** The component folders (`SwapPanel/`, `CheckoutPanel/`, …): every folder of `src/` that is not listed above. */
const features = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !notFeatures.has(entry.name))
  .map((entry) => entry.name)

const folderOf = (file: string) => file.split('/')[0] ?? file
const partOf = (file: string) => file.split('/').slice(0, 2).join('/')

/**
 * The imports of `graph` that break the widget's layout: a component folder importing another component folder,
 * `parts/` importing a component folder, the base (`root/`, `messages/`) importing anything but the base (stories
 * excepted: a story shows parts inside a root). Each as `from → to`.
 */
function layoutViolations(graph: Map<string, string[]>, features: string[]): string[] {
  return [...graph.entries()].flatMap(([file, targets]) => {
    const from = folderOf(file)
    const allowed = (to: string) => {
      if (to === from) return true
      if (features.includes(from)) return to === 'parts' || base.includes(to)
      if (from === 'parts') return base.includes(to)
      if (base.includes(from)) return base.includes(to) || file.endsWith('.stories.tsx')
      return true
    }
    return targets.filter((target) => !allowed(folderOf(target))).map((target) => `${file} → ${target}`)
  })
}

describe('widget dependency rules', () => {
  test('behavior: the graph is read from the code (known edges and the component folders are found)', () => {
    expect(graph.get('CheckoutPanel/CheckoutPanelBody.tsx')).toContain(
      'parts/ExecutionProgress/ExecutionProgress.tsx',
    )
    expect(graph.get('SwapPanel/SwapForm.tsx')).toContain('parts/QuoteLine/QuoteLine.tsx')
    expect(features).toEqual(
      expect.arrayContaining([
        'AppBalanceCard',
        'CheckoutPanel',
        'RequestHistory',
        'RequestStatus',
        'SwapPanel',
      ]),
    )
  })

  test('behavior: a component folder imports only parts/, root/, messages/ and packages, never another component', () => {
    expect(layoutViolations(graph, features)).toEqual([])
  })

  test('behavior: parts/ is one folder per part (no file directly in parts/)', () => {
    expect(
      [...graph.keys()].filter((file) => file.startsWith('parts/') && file.split('/').length < 3),
    ).toEqual([])
  })

  test('behavior: no import circle between files, nor between parts', () => {
    expect(findImportCycles(graph)).toEqual([])
    const parts = new Map<string, Set<string>>()
    for (const [file, targets] of graph) {
      if (folderOf(file) !== 'parts') continue
      const edges = parts.get(partOf(file)) ?? new Set<string>()
      for (const target of targets)
        if (folderOf(target) === 'parts' && partOf(target) !== partOf(file)) edges.add(partOf(target))
      parts.set(partOf(file), edges)
    }
    expect(findImportCycles(new Map([...parts].map(([part, edges]) => [part, [...edges]])))).toEqual([])
  })

  test('behavior: the rule reports a component importing another, parts importing a component, root importing parts', () => {
    const planted = new Map([
      [
        'CheckoutPanel/CheckoutForm.tsx',
        ['SwapPanel/QuoteLine.tsx', 'parts/Amount/Amount.tsx', 'root/WidgetContext.ts'],
      ],
      [
        'parts/QuoteLine/QuoteLine.tsx',
        ['SponsorshipNotice/SponsorshipNotice.tsx', 'parts/FeeBreakdown/FeeBreakdown.tsx'],
      ],
      ['root/WidgetRoot.tsx', ['parts/Amount/Amount.tsx', 'messages/defaultMessages.ts']],
      ['root/WidgetRoot.stories.tsx', ['parts/Amount/Amount.tsx']],
    ])
    expect(layoutViolations(planted, ['CheckoutPanel', 'SwapPanel', 'SponsorshipNotice'])).toEqual([
      'CheckoutPanel/CheckoutForm.tsx → SwapPanel/QuoteLine.tsx',
      'parts/QuoteLine/QuoteLine.tsx → SponsorshipNotice/SponsorshipNotice.tsx',
      'root/WidgetRoot.tsx → parts/Amount/Amount.tsx',
    ])
  })
})
