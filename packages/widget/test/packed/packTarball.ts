import { execFile } from 'node:child_process'
import { mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * `pnpm pack`s one workspace package (its prepack builds dist/; pnpm applies publishConfig and turns `workspace:`
 * ranges into real ones) into `destination`, and returns the tarball's path and size in bytes.
 */
export async function packTarball(
  packageDir: string,
  destination: string,
): Promise<{ path: string; bytes: number }> {
  // Its own folder first: two packs running at once must not pick up each other's tarball.
  const own = await mkdtemp(join(destination, 'pack-'))
  try {
    await run('pnpm', ['pack', '--pack-destination', own], { cwd: packageDir, maxBuffer: 16 * 1024 * 1024 })
    const name = (await readdir(own)).find((file) => file.endsWith('.tgz'))
    if (!name) throw new Error(`pnpm pack made no tarball in ${packageDir}`)
    const path = join(destination, name)
    await rename(join(own, name), path)
    return { path, bytes: (await stat(path)).size }
  } finally {
    await rm(own, { recursive: true, force: true })
  }
}
