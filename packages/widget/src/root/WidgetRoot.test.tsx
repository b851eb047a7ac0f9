import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { AmountInput } from '../parts/AmountInput/AmountInput'
import { WidgetRoot } from './WidgetRoot'

const field = (props: Parameters<typeof WidgetRoot>[0]) =>
  render(
    <WidgetRoot {...props}>
      <AmountInput decimals={6} max={1_000_000n} />
    </WidgetRoot>,
  )
const root = (container: HTMLElement) => container.querySelector<HTMLElement>('.cp-root')!

describe('WidgetRoot', () => {
  afterEach(() => vi.restoreAllMocks())

  test('default: English, left to right, with no catalog to load', () => {
    const { container } = field({ locale: 'en-US' })
    expect(root(container).getAttribute('lang')).toBe('en')
    expect(root(container).getAttribute('dir')).toBe('ltr')
    expect(screen.getByLabelText('Amount')).toBeDefined()
  })

  test('parameters: locale: the language’s catalog, loaded on demand; numbers in the host’s full tag', async () => {
    const { container } = field({ locale: 'de-AT' })
    await waitFor(() => expect(root(container).getAttribute('lang')).toBe('de'))
    expect(screen.getByLabelText('Betrag').getAttribute('placeholder')).toBe('0,0')
    expect(screen.getByRole('button', { name: 'Max' })).toBeDefined()
  })

  test('parameters: locale: Arabic and Hebrew lay the widget out right to left', async () => {
    for (const locale of ['ar', 'he-IL']) {
      const { container, unmount } = field({ locale })
      await waitFor(() => expect(root(container).getAttribute('dir')).toBe('rtl'))
      unmount()
    }
  })

  test('parameters: messages: the host’s override wins over the catalog, message by message', async () => {
    const { container } = field({ locale: 'fr', messages: { amount: { label: 'Somme' } } })
    await waitFor(() => expect(root(container).getAttribute('lang')).toBe('fr'))
    expect(screen.getByLabelText('Somme')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Max' })).toBeDefined()
    expect(screen.getByLabelText('Somme').getAttribute('placeholder')).toBe('0,0')
  })

  test('behavior: without a locale, the browser’s language; an unknown one is English', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('ja-JP')
    const { container, unmount } = field({})
    await waitFor(() => expect(root(container).getAttribute('lang')).toBe('ja'))
    expect(screen.getByLabelText('数量')).toBeDefined()
    unmount()
    const other = field({ locale: 'sw-KE' })
    expect(root(other.container).getAttribute('lang')).toBe('en')
    expect(screen.getByLabelText('Amount')).toBeDefined()
  })
})
