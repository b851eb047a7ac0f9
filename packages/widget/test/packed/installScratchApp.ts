import { execFile } from 'node:child_process'
import { copyFile, cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { ScratchLock } from './lock/scratchManifests'

const run = promisify(execFile)
const template = fileURLToPath(new URL('./app', import.meta.url))
const locks = fileURLToPath(new URL('./lock', import.meta.url))
const big = { maxBuffer: 16 * 1024 * 1024 }

/** What {@link installScratchApp} needs: the tarballs, the registry packages and the stubbed answers. */
export type InstallScratchAppParameters = {
  /** Paths of the packed `@crosspay/core` and `@crosspay/widget` tarballs. */
  tarballs: { core: string; widget: string }
  /**
   * Which locked app to install (`test/packed/lock/<lock>/`: its package.json and package-lock.json): everything
   * besides the tarballs comes from that lockfile with `npm ci`, never from ranges resolved on the day.
   */
  lock: ScratchLock
  /**
   * The service's answers the app's in-page fetch stub returns: `GET /chains` and the panel's `POST /quote/v2`.
   * Written as `src/chains.json` and `src/quote.json` when given.
   */
  answers?: { chains: unknown; quote: unknown } | undefined
  /** The host app copied: a folder with `index.html` and `src/`. Defaults to `./app`. */
  template?: string | undefined
  /** Build it with vite after the install. Defaults to true. */
  build?: boolean | undefined
}

/**
 * Copies the scratch host app (`./app`, or `template`) into a new folder under the OS temp dir (outside the
 * workspace, so no workspace package or setting can leak in), installs it with `npm ci` from the chosen lockfile (the tarballs in `vendor/`) and builds it with its own vite
 * (unless `build` is false). Returns the folder and what vite printed.
 */
export async function installScratchApp(
  parameters: InstallScratchAppParameters,
): Promise<{ dir: string; viteOutput: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'cp-packed-app-'))
  await cp(parameters.template ?? template, dir, { recursive: true })
  if (parameters.answers) {
    await writeFile(join(dir, 'src/chains.json'), JSON.stringify(parameters.answers.chains))
    await writeFile(join(dir, 'src/quote.json'), JSON.stringify(parameters.answers.quote))
  }
  for (const file of ['package.json', 'package-lock.json'])
    await copyFile(join(locks, parameters.lock, file), join(dir, file))
  await mkdir(join(dir, 'vendor'))
  await copyFile(parameters.tarballs.core, join(dir, 'vendor/crosspay-core.tgz'))
  await copyFile(parameters.tarballs.widget, join(dir, 'vendor/crosspay-widget.tgz'))
  await run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
    cwd: dir,
    ...big,
  })
  if (parameters.build === false) return { dir, viteOutput: '' }
  const build = await run(process.execPath, [join(dir, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: dir,
    ...big,
  })
  return { dir, viteOutput: build.stdout + build.stderr }
}
