// Lints the tarball a user would install: `pnpm pack` (its prepack builds dist/ and it applies publishConfig and
// turns workspace: ranges into real ones), then publint --strict and attw on that one tarball.
// attw's own `--pack` runs `npm pack`, which ignores publishConfig.exports and so checks the workspace's src/ exports.
//   node scripts/lintPackage.mjs [attw options...]   (run in the package's folder)
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dir = mkdtempSync(join(tmpdir(), 'cp-lint-package-'))
try {
  execFileSync('pnpm', ['pack', '--pack-destination', dir], { stdio: ['ignore', 'ignore', 'inherit'] })
  const tarball = join(dir, readdirSync(dir).find((name) => name.endsWith('.tgz')) ?? '')
  console.log(`[lint:package] ${tarball}`)
  execFileSync('publint', ['run', tarball, '--strict'], { stdio: 'inherit' })
  execFileSync('attw', [tarball, ...process.argv.slice(2)], { stdio: 'inherit' })
} catch (error) {
  process.exitCode = typeof error.status === 'number' ? error.status : 1
} finally {
  rmSync(dir, { recursive: true, force: true })
}
