import { execFile } from 'node:child_process'
import { cp, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)
const template = fileURLToPath(new URL('./app', import.meta.url))
const big = { maxBuffer: 16 * 1024 * 1024 }

/** What {@link installScratchApp} needs: the tarballs, the registry packages and the stubbed answers. */
export type InstallScratchAppParameters = {
  /** Paths of the packed `@crosspay/core` and `@crosspay/widget` tarballs. */
  tarballs: { core: string; widget: string }
  /** Exact versions of everything else, from the npm registry. */
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
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
 * workspace, so no workspace package or setting can leak in), installs it with npm and builds it with its own vite
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
  await writeFile(
    join(dir, 'package.json'),
    JSON.stringify({
      name: 'crosspay-packed-app',
      private: true,
      type: 'module',
      dependencies: {
        '@crosspay/core': `file:${parameters.tarballs.core}`,
        '@crosspay/widget': `file:${parameters.tarballs.widget}`,
        ...parameters.dependencies,
      },
      devDependencies: parameters.devDependencies,
    }),
  )
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
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
