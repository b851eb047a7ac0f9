import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))

test('behavior: the README\'s "drop in the panel" example is test/readme/dropIn.tsx, verbatim and type-checked', () => {
  const readme = readFileSync(resolve(here, '../../../../README.md'), 'utf8')
  const example = readFileSync(resolve(here, '../../test/readme/dropIn.tsx'), 'utf8').trim()
  expect(readme).toContain(`\`\`\`tsx\n${example}\n\`\`\``)
})

test('behavior: the README\'s "a checkout" example is test/readme/checkout.tsx, verbatim and type-checked', () => {
  const readme = readFileSync(resolve(here, '../../../../README.md'), 'utf8')
  const example = readFileSync(resolve(here, '../../test/readme/checkout.tsx'), 'utf8').trim()
  expect(readme).toContain(`\`\`\`tsx\n${example}\n\`\`\``)
})
