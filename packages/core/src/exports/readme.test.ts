import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))
const readme = readFileSync(resolve(here, '../../../../README.md'), 'utf8')

describe('README', () => {
  test('behavior: the quick start is the type-checked example in test/readme/quickStart.tsx, verbatim', () => {
    const example = readFileSync(resolve(here, '../../test/readme/quickStart.tsx'), 'utf8').trim()
    expect(example.split('\n').length).toBeLessThanOrEqual(10) // the ten-line quick start
    expect(readme).toContain(`\`\`\`tsx\n${example}\n\`\`\``)
  })

  test('behavior: the app-fees example is test/readme/appFees.tsx, verbatim and type-checked; five lines of logic', () => {
    const example = readFileSync(resolve(here, '../../test/readme/appFees.tsx'), 'utf8').trim()
    expect(readme).toContain(`\`\`\`tsx\n${example}\n\`\`\``)
    const body = example.slice(example.indexOf('{\n') + 2, example.lastIndexOf('\n}'))
    expect(body.split('\n')).toHaveLength(5)
  })

  test('behavior: the "execute a quote" example is test/readme/executeQuote.tsx, verbatim and type-checked', () => {
    const example = readFileSync(resolve(here, '../../test/readme/executeQuote.tsx'), 'utf8').trim()
    expect(readme).toContain(`\`\`\`tsx\n${example}\n\`\`\``)
  })
})
