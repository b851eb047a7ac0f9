import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { exportedNames } from '../../test/exportedNames'

/** Every package entry whose value and type names are pinned (snapshots in `__snapshots__/`). */
const entries = [
  { name: '@crosspay/core browser entry', file: 'index', load: () => import('./index') },
  { name: '@crosspay/core/execution entry', file: 'execution', load: () => import('./execution') },
  { name: '@crosspay/core/failures entry', file: 'failures', load: () => import('./failures') },
  { name: '@crosspay/core/legacy entry', file: 'legacy', load: () => import('./legacy') },
  { name: '@crosspay/core/server entry', file: 'server', load: () => import('./server') },
  { name: '@crosspay/core/sponsorship entry', file: 'sponsorship', load: () => import('./sponsorship') },
]

describe.each(entries)('$name', ({ file, load }) => {
  test('default', async () => {
    expect(Object.keys(await load()).sort()).toMatchSnapshot()
  })

  test('behavior: the public type names are pinned too', () => {
    const names = exportedNames(fileURLToPath(new URL(`./${file}.ts`, import.meta.url)))
    expect(names.filter((n) => n.startsWith('type '))).toMatchSnapshot()
  })
})
