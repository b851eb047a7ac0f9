import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { BaseError } from './BaseError'
import { version } from './version'

describe('version', () => {
  test('default: the name and version of package.json, stamped on every error', () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8'))
    expect(version).toBe(`${pkg.name}@${pkg.version}`)
    expect(new BaseError('x').version).toBe(version)
    expect(new BaseError('x').message).toContain(`Version: ${version}`)
  })
})
