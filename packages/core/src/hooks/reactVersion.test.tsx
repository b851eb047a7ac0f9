// @vitest-environment jsdom
import { createTestSimulator } from '@crosspay/test'
import { renderHook, waitFor } from '@crosspay/test/react'
import { version as queryReactVersion } from '@tanstack/react-query/package.json' with { type: 'json' }
import { version } from 'react'
import { version as domVersion } from 'react-dom'
import { describe, expect, test } from 'vitest'
import { useChains } from './useChains'

// The hook tests run twice: on React 19 (project `core`) and on React 18.3 (project `core-react18`, which sets
// CROSSPAY_REACT_MAJOR). This pins that each run really uses the React it claims, everywhere.
const expectedMajor = process.env.CROSSPAY_REACT_MAJOR ?? '19'

describe('React', () => {
  test('default: the run uses one React of the expected major, and the hooks work on it', async () => {
    expect(version.split('.')[0]).toBe(expectedMajor)
    expect(domVersion).toBe(version)
    expect(queryReactVersion).toMatch(/^5\./)
    const t = createTestSimulator()
    const { result } = renderHook(() => useChains(), { client: t.client, strict: true })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    await t.close()
  })
})
