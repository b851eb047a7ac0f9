import { describe, expect, test } from 'vitest'
import { safeLogoUrl } from './safeLogoUrl'

describe('safeLogoUrl', () => {
  test('default: https and raster data images load', () => {
    expect(safeLogoUrl('https://assets.example/usdc.svg')).toBe('https://assets.example/usdc.svg')
    expect(safeLogoUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=')
  })

  test('behavior: script, plain http, svg data and garbage never load', () => {
    for (const url of [
      'javascript:alert(1)',
      'http://insecure.example/logo.png',
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
      'data:text/html,<script>alert(1)</script>',
      '//cdn.example/x.png',
      'not a url',
      undefined,
      42,
    ])
      expect([url, safeLogoUrl(url)]).toEqual([url, undefined])
  })

  test('behavior: plain http loads only from the own origin of the page', () => {
    const own = `${globalThis.location.origin}/icons/eth.svg`
    expect(own.startsWith('http://')).toBe(true)
    expect(safeLogoUrl(own)).toBe(own)
    expect(safeLogoUrl('http://127.0.0.2:1/icons/eth.svg')).toBeUndefined()
  })
})
