// The installs CI makes outside the workspace are locked (issue 25): every scratch app is installed with `npm ci`
// from a lockfile committed here, refreshed by `pnpm --filter @crosspay/widget lock:scratch`. And an app gets one
// copy of TanStack's query-core through crosspay, whichever react-query patch it has locked.
import { execFile } from 'node:child_process'
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, inject, test } from 'vitest'
import { scratchVersions } from '../scratchVersions'
import { scratchManifests } from './scratchManifests'

const run = promisify(execFile)
const here = fileURLToPath(new URL('.', import.meta.url))
const workspace = fileURLToPath(new URL('../../../../..', import.meta.url))
const tarballs = inject('packedTarballs')

type Lock = { packages: Record<string, { version?: string; peerDependencies?: Record<string, string> }> }
const readJson = async (path: string) => JSON.parse(await readFile(path, 'utf8'))
/** Every version of `name` a lockfile installs, wherever it is nested. */
const versionsOf = (lock: Lock, name: string) =>
  Object.entries(lock.packages)
    .filter(([path]) => path.endsWith(`node_modules/${name}`))
    .map(([, entry]) => entry.version)
/** The manifest inside a packed tarball. */
const packedManifest = async (tarball: string) =>
  JSON.parse((await run('tar', ['-xOzf', tarball, 'package/package.json'], { maxBuffer: 1 << 20 })).stdout)

const locked = [
  ...Object.keys(scratchManifests).map((name) => ({ name, dir: join(here, name) })),
  { name: 'next-example', dir: join(workspace, 'apps/next-example') },
]

describe('the committed lockfiles', () => {
  test('default: each scratch app’s package.json is the one scratchManifests makes', async () => {
    for (const [name, manifest] of Object.entries(scratchManifests))
      expect({ name, manifest: await readJson(join(here, name, 'package.json')) }).toEqual({ name, manifest })
  })

  test.each(locked)(
    'behavior: $name locks one query-core, react-query’s own, and our packed manifests',
    async ({ dir }) => {
      const lock: Lock = await readJson(join(dir, 'package-lock.json'))
      const reactQuery = lock.packages['node_modules/@tanstack/react-query']
      expect(reactQuery?.version).toBe(scratchVersions.host['@tanstack/react-query'])
      expect(versionsOf(lock, '@tanstack/query-core')).toEqual([reactQuery?.version])
      // The lock was made from manifests like today's tarballs: a changed peer range means `lock:scratch` is due.
      for (const [name, path] of Object.entries(tarballs)) {
        const packed = await packedManifest(path)
        const entry = lock.packages[`node_modules/@crosspay/${name}`]
        expect({ name, peers: entry?.peerDependencies }).toEqual({ name, peers: packed.peerDependencies })
      }
    },
  )
})

test('behavior: an app whose react-query is one patch behind the newest resolves one query-core', async () => {
  // What an integrator's fresh `npm install` resolves today (the registry's newest patches), not a lockfile of ours.
  const published: string[] = JSON.parse(
    (await run('npm', ['view', '@tanstack/react-query', 'versions', '--json'], { maxBuffer: 8 << 20 }))
      .stdout,
  ).filter((version: string) => /^5\.\d+\.\d+$/.test(version))
  const behind = published.at(-2)
  expect(behind).toBeDefined()
  const dir = await mkdtemp(join(tmpdir(), 'cp-one-query-core-'))
  try {
    await mkdir(join(dir, 'vendor'))
    await copyFile(tarballs.core, join(dir, 'vendor/crosspay-core.tgz'))
    await copyFile(tarballs.widget, join(dir, 'vendor/crosspay-widget.tgz'))
    const { react19, host } = scratchVersions
    const manifest = scratchManifests.react19 as { dependencies: Record<string, string> }
    await writeFile(
      join(dir, 'package.json'),
      JSON.stringify({
        name: 'integrator-app',
        private: true,
        dependencies: { ...manifest.dependencies, ...react19, ...host, '@tanstack/react-query': behind },
      }),
    )
    await run('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: dir,
      maxBuffer: 16 << 20,
    })
    const lock: Lock = await readJson(join(dir, 'package-lock.json'))
    const pinned = lock.packages['node_modules/@tanstack/react-query']?.version
    expect(pinned).toBe(behind)
    console.log(
      `[packed] react-query ${behind} (newest ${published.at(-1)}): query-core ${versionsOf(lock, '@tanstack/query-core').join(', ')}`,
    )
    expect(versionsOf(lock, '@tanstack/query-core')).toHaveLength(1)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
