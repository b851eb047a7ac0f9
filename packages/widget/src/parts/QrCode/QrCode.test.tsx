import { render } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { encodeQr } from '../qr/encodeQr'
import { QrCode } from './QrCode'

const address = '0x44C89944A5928C05938DaD28D79Aa8804Eb68556'

describe('QrCode', () => {
  test('default: one square per dark module of the symbol, behind a two-module quiet zone, labelled', () => {
    const { container } = render(<QrCode value={address} label="Deposit address as a QR code" size={120} />)
    const svg = container.querySelector('svg')!
    expect(svg.getAttribute('role')).toBe('img')
    expect(svg.getAttribute('aria-label')).toBe('Deposit address as a QR code')
    expect(svg.getAttribute('width')).toBe('120')
    const symbol = encodeQr(address)
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${symbol.length + 4} ${symbol.length + 4}`)
    const drawn = [...(svg.querySelector('path')?.getAttribute('d') ?? '').matchAll(/M(\d+) (\d+)h1v1h-1z/g)]
      .map(([, x, y]) => `${Number(x) - 2},${Number(y) - 2}`)
      .sort()
    const dark = symbol.flatMap((row, y) => row.flatMap((on, x) => (on ? [`${x},${y}`] : []))).sort()
    expect(dark.length).toBeGreaterThan(300)
    expect(drawn).toEqual(dark)
  })
})
