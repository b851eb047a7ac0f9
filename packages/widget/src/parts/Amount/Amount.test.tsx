import { render } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { WidgetRoot } from '../../root/WidgetRoot'
import { Amount } from './Amount'

describe('Amount', () => {
  test('default: exact, in the locale, extra digits cut not rounded', () => {
    const { container } = render(
      <WidgetRoot locale="en-US">
        <Amount value={1_234_567_891_234_567_891n} decimals={18} symbol="ETH" />
      </WidgetRoot>,
    )
    expect(container.textContent).toBe('1.234567 ETH')
    expect(container.querySelector('[data-exact]')?.getAttribute('data-exact')).toBe('1.234567891234567891')
  })

  test('parameters: locale groups and decimal marks follow the host', () => {
    const { container } = render(
      <WidgetRoot locale="de-DE">
        <Amount value="1234567500000" decimals={6} />
      </WidgetRoot>,
    )
    expect(container.textContent).toBe('1.234.567,5')
  })
})
