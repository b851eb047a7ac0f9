import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { findImportCycles } from '../../test/findImportCycles'
import { importGraph } from '../../test/importGraph'

const root = path.dirname(fileURLToPath(import.meta.url))
const graph = importGraph(root)

/**
 * A runner: a file that talks to a wallet, a chain or the service (the chain adapters and the service calls); the
 * machine's own run loop (`machine/runSteps.ts`) is none: it calls runners only as the adapters it is handed.
 */
const isRunner = (file: string) =>
  /^(evm|service|solana|gasless)\//.test(file) ||
  (!file.startsWith('machine/') &&
    /^(run|send|confirm|wait|track|recover|await|execute)[A-Z]/.test(path.basename(file)))

describe('execution/ dependency rules', () => {
  test('behavior: the graph is read from the code (a known edge is present)', () => {
    expect(graph.size).toBeGreaterThan(40)
    expect(graph.get('variablesRequestId.ts')).toContain('ExecuteQuoteVariables.ts')
  })

  test('behavior: no import circle inside execution/ (type-only and dynamic imports included)', () => {
    expect(findImportCycles(graph)).toEqual([])
  })

  test('behavior: the machine imports no runner (runners reach it only as outcomes, through the adapter)', () => {
    const machine = [...graph.entries()].filter(([file]) => file.startsWith('machine/'))
    const offending = machine.flatMap(([file, targets]) =>
      targets.filter(isRunner).map((target) => `${file} → ${target}`),
    )
    expect(offending).toEqual([])
  })

  test("behavior: the run loop is the machine's, and only the entry calls it (no runner reaches back into it)", () => {
    expect(graph.has('machine/runSteps.ts')).toBe(true)
    const callers = [...graph.entries()].filter(([, targets]) => targets.includes('machine/runSteps.ts'))
    expect(callers.map(([file]) => file)).toEqual(['executeQuote.ts'])
  })

  test('behavior: the circle finder reports a circle, a self-import, and nothing on a tree', () => {
    const circle = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['d.ts']],
      ['e.ts', ['a.ts']],
    ])
    expect(findImportCycles(circle)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['d.ts']])
    expect(
      findImportCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([])
  })
})
