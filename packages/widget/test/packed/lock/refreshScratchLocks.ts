// `pnpm --filter @crosspay/widget lock:scratch [--fresh]`: rewrites the lockfiles of every npm install that the
// tests and the size check make outside the workspace (the scratch apps under test/packed/lock/ and
// apps/next-example), so CI installs them with `npm ci` and gives the same answer tomorrow. It packs core and the
// widget (their manifests are part of the resolution), resolves with `npm install --package-lock-only` (no
// download), keeps every locked version that still fits unless `--fresh`, and prints what changed.
import { execFile } from 'node:child_process'
import { copyFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { packTarball } from '../packTarball'
import { scratchManifests } from './scratchManifests'

const run = promisify(execFile)
const workspace = fileURLToPath(new URL('../../../../..', import.meta.url))
const here = fileURLToPath(new URL('.', import.meta.url))
const fresh = process.argv.includes('--fresh')
const ours = ['@crosspay/core', '@crosspay/widget']

/** name@version of every package a lockfile installs. */
const versions = (lock: { packages?: Record<string, { version?: string }> }) =>
  new Set(
    Object.entries(lock.packages ?? {})
      .filter(([path, entry]) => path && entry.version)
      .map(([path, entry]) => `${path.slice(path.lastIndexOf('node_modules/') + 13)}@${entry.version}`),
  )
const readLock = async (path: string) => JSON.parse(await readFile(path, 'utf8').catch(() => '{}'))

const packs = await mkdtemp(join(tmpdir(), 'cp-lock-'))
try {
  const [core, widget] = await Promise.all([
    packTarball(join(workspace, 'packages/core'), packs),
    packTarball(join(workspace, 'packages/widget'), packs),
  ])
  const targets = [
    ...Object.entries(scratchManifests).map(([name, manifest]) => ({
      name,
      dir: join(here, name),
      manifest,
    })),
    { name: 'next-example', dir: join(workspace, 'apps/next-example'), manifest: undefined },
  ]
  for (const target of targets) {
    const dir = await mkdtemp(join(packs, `${target.name}-`))
    await mkdir(join(dir, 'vendor'))
    await copyFile(core.path, join(dir, 'vendor/crosspay-core.tgz'))
    await copyFile(widget.path, join(dir, 'vendor/crosspay-widget.tgz'))
    await mkdir(target.dir, { recursive: true })
    if (target.manifest)
      await writeFile(join(target.dir, 'package.json'), `${JSON.stringify(target.manifest, null, 2)}\n`)
    await cp(join(target.dir, 'package.json'), join(dir, 'package.json'))
    const lockPath = join(target.dir, 'package-lock.json')
    const before = await readLock(lockPath)
    if (!fresh && before.packages) {
      // Our own two are always read again from the tarballs just packed (their manifests may have changed).
      const kept = structuredClone(before)
      for (const name of ours) delete kept.packages[`node_modules/${name}`]
      await writeFile(join(dir, 'package-lock.json'), JSON.stringify(kept))
    }
    await run(
      'npm',
      ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
      { cwd: dir, maxBuffer: 16 << 20 },
    )
    const after = await readLock(join(dir, 'package-lock.json'))
    // The tarballs change with every build: no integrity is locked for them, or `npm ci` would refuse the next one.
    for (const name of ours) delete after.packages[`node_modules/${name}`].integrity
    await writeFile(lockPath, `${JSON.stringify(after, null, 2)}\n`)
    const [was, now] = [versions(before), versions(after)]
    const added = [...now].filter((v) => !was.has(v))
    const removed = [...was].filter((v) => !now.has(v))
    console.log(`[lock] ${target.name}: ${now.size} packages, +${added.length} −${removed.length}`)
    for (const v of added) console.log(`  + ${v}`)
    for (const v of removed) console.log(`  − ${v}`)
  }
} finally {
  await rm(packs, { recursive: true, force: true })
}
