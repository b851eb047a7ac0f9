// One-step set-up for a fresh machine that has only Node 20 and npm:
// installs pnpm 12.21.0 when missing, then the workspace's dependencies from the lockfile, and Debian's Chromium
// (for the Storybook tests; playwright cannot download browsers here) when /usr/bin/chromium is missing.
// Idempotent and quiet when everything is already in place.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const PNPM = '12.21.0'
const run = (cmd) => execSync(cmd, { stdio: 'inherit' })
const has = (cmd) => {
  try {
    return execSync(cmd, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    return ''
  }
}

if (has('pnpm --version') !== PNPM) {
  console.log(`[setup] installing pnpm ${PNPM}`)
  run(`npm install --global pnpm@${PNPM} --no-fund --no-audit`)
}
const frozen = process.env.CI || !existsSync('node_modules/.modules.yaml') ? '--frozen-lockfile' : ''
run(`pnpm install ${frozen} --reporter=append-only`.replace(/\s+/g, ' '))

if (!existsSync('/usr/bin/chromium')) {
  console.log('[setup] installing chromium (Debian) for the Storybook tests')
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  run(`${sudo}apt-get update -qq`)
  run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-color-emoji`)
}
