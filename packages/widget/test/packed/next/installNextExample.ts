import { execFile } from 'node:child_process'
import { copyFile, cp, mkdir, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const skipped = new Set(['node_modules', '.next', 'vendor', 'next-env.d.ts', 'tsconfig.tsbuildinfo'])

/**
 * Copies `apps/next-example` into a new folder under the OS temp dir (outside the workspace: no workspace package
 * or setting can leak in), puts the packed tarballs where its package.json expects them (`vendor/`), and installs it
 * with `npm ci` from its own lockfile. Returns the folder.
 */
export async function installNextExample(
  example: string,
  tarballs: { core: string; widget: string },
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'cp-next-example-'))
  await cp(example, dir, { recursive: true, filter: (source) => !skipped.has(basename(source)) })
  await mkdir(join(dir, 'vendor'))
  await copyFile(tarballs.core, join(dir, 'vendor/crosspay-core.tgz'))
  await copyFile(tarballs.widget, join(dir, 'vendor/crosspay-widget.tgz'))
  await run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
    cwd: dir,
    maxBuffer: 16 * 1024 * 1024,
  })
  return dir
}
