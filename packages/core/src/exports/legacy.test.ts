import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { exportedNames } from '../../test/exportedNames'
import { getRequestsV2 } from '../api/getRequestsV2'
import * as entry from './legacy'

describe('@crosspay/core/legacy entry', () => {
  test('default', async () => {
    expect(Object.keys(await import('./legacy')).sort()).toMatchInlineSnapshot(`
      [
        "getRequestsV2",
        "requestRecordV2Schema",
        "requestsV2ResponseSchema",
      ]
    `)
  })

  test('behavior: the public type names are pinned too', () => {
    const names = exportedNames(fileURLToPath(new URL('./legacy.ts', import.meta.url)))
    expect(names.filter((n) => n.startsWith('type '))).toMatchInlineSnapshot(`
      [
        "type GetRequestsV2ErrorType",
        "type GetRequestsV2Parameters",
        "type GetRequestsV2ReturnType",
        "type RequestRecordV2",
        "type RequestsV2Deprecation",
        "type RequestsV2Response",
      ]
    `)
  })

  test('behavior: the entry re-exports the implementations, not copies', () => {
    expect(entry.getRequestsV2).toBe(getRequestsV2)
  })
})
