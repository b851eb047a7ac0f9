import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { WidgetRoot } from '../../root/WidgetRoot'
import { TokenIcon } from './TokenIcon'

describe('TokenIcon', () => {
  test('default: a safe logo loads, labelled by the symbol', () => {
    render(<TokenIcon symbol="USDC" logoURI="https://assets.example/usdc.svg" />)
    const img = screen.getByRole('img', { name: 'USDC icon' })
    expect(img.getAttribute('src')).toBe('https://assets.example/usdc.svg')
  })

  test('behavior: hostile data renders inert: no script URL is loaded, markup in a symbol is text', () => {
    const { container } = render(
      <WidgetRoot>
        <TokenIcon symbol="<img src=x onerror=alert(1)>" logoURI="javascript:alert(1)" />
      </WidgetRoot>,
    )
    expect(container.querySelector('img')).toBeNull()
    const fallback = screen.getByRole('img')
    expect(fallback.textContent).toBe('') // a neutral placeholder: no letters, no element from the symbol
    expect(fallback.getAttribute('aria-label')).toBe('<img src=x onerror=alert(1)> icon')
  })

  test('behavior: without a logo every token gets the same neutral placeholder, never its initials', () => {
    const { container } = render(
      <WidgetRoot>
        <TokenIcon symbol="USDC" />
        <TokenIcon symbol="ETH" logoURI="http://insecure.example/eth.svg" />
      </WidgetRoot>,
    )
    const icons = [...container.querySelectorAll('.cp-token-icon')]
    expect(icons.map((icon) => [icon.className, icon.textContent])).toEqual([
      ['cp-token-icon cp-token-icon--fallback', ''],
      ['cp-token-icon cp-token-icon--fallback', ''],
    ])
  })

  test('parameters: messages override the label', () => {
    render(
      <WidgetRoot messages={{ token: { iconFallback: (symbol: string) => `Logo ${symbol}` } }}>
        <TokenIcon symbol="DAI" />
      </WidgetRoot>,
    )
    expect(screen.getByRole('img', { name: 'Logo DAI' })).toBeDefined()
  })
})
