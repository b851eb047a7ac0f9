import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { WidgetRoot } from '../../root/WidgetRoot'
import { AmountInput } from './AmountInput'

describe('AmountInput', () => {
  test('default: labelled; typed and pasted text becomes smallest units', () => {
    const values: (bigint | undefined)[] = []
    render(<AmountInput decimals={6} onChange={(v) => values.push(v)} />)
    const input = screen.getByLabelText('Amount')
    fireEvent.change(input, { target: { value: '1,000.5' } })
    fireEvent.change(input, { target: { value: '.' } })
    fireEvent.change(input, { target: { value: '.5' } })
    expect(values).toEqual([1_000_500_000n, undefined, 500_000n])
    expect(input.closest('[data-state]')?.getAttribute('data-state')).toBe('valid')
  })

  test('behavior: too many decimals is refused with the reason, announced, and reports no value', () => {
    const values: (bigint | undefined)[] = []
    render(<AmountInput decimals={2} onChange={(v) => values.push(v)} />)
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1.234' } })
    expect(screen.getByRole('alert').textContent).toBe('This token has at most 2 decimals.')
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true')
    expect(values).toEqual([undefined])
  })

  test('parameters: max fills in the given amount; messages and controlled text', () => {
    const texts: string[] = []
    render(
      <WidgetRoot messages={{ amount: { max: 'Tout', label: 'Montant' } }}>
        <AmountInput
          decimals={6}
          value=""
          onTextChange={(t) => texts.push(t)}
          max={2_500_000n}
          formatMax={() => '2.5'}
        />
      </WidgetRoot>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Tout' }))
    expect(texts).toEqual(['2.5'])
    expect((screen.getByLabelText('Montant') as HTMLInputElement).value).toBe('') // controlled: the host decides
  })

  test('parameters: locale: de-DE 1,5 is 1.5, read back as understood; en-US 1,5 too (shown), fr-FR 1.500 is refused', async () => {
    const values: (bigint | undefined)[] = []
    const { unmount } = render(
      <WidgetRoot locale="de-DE">
        <AmountInput decimals={18} symbol="ETH" onChange={(v) => values.push(v)} />
      </WidgetRoot>,
    )
    const german = await screen.findByLabelText('Betrag')
    expect(german.getAttribute('placeholder')).toBe('0,0')
    fireEvent.change(german, { target: { value: '1234,5' } })
    expect(screen.getByText('Gelesen als 1.234,5 ETH')).toBeDefined()
    fireEvent.change(german, { target: { value: '1,5' } })
    expect(values).toEqual([1_234_500_000_000_000_000_000n, 1_500_000_000_000_000_000n])
    unmount()
    values.length = 0
    const { unmount: unmount2 } = render(
      <WidgetRoot locale="en-US">
        <AmountInput decimals={18} symbol="ETH" onChange={(v) => values.push(v)} />
      </WidgetRoot>,
    )
    const english = screen.getByLabelText('Amount')
    fireEvent.change(english, { target: { value: '1,5' } })
    expect(screen.getByText('Read as 1.5 ETH')).toBeDefined()
    expect(values).toEqual([1_500_000_000_000_000_000n])
    unmount2()
    values.length = 0
    render(
      <WidgetRoot locale="fr-FR">
        <AmountInput decimals={18} symbol="ETH" onChange={(v) => values.push(v)} />
      </WidgetRoot>,
    )
    const french = await screen.findByLabelText('Montant')
    fireEvent.change(french, { target: { value: '1.500' } })
    expect(screen.getByRole('alert').textContent).toBe('Utilisez , pour les décimales.')
    expect(french.getAttribute('aria-invalid')).toBe('true')
    expect(values).toEqual([undefined])
  })

  test('parameters: locale: fr-FR groups with U+202F or U+00A0; max fills in the locale', async () => {
    const texts: string[] = []
    render(
      <WidgetRoot locale="fr-FR">
        <AmountInput decimals={6} symbol="USDC" max={1_234_500_000n} onTextChange={(t) => texts.push(t)} />
      </WidgetRoot>,
    )
    const input = await screen.findByLabelText('Montant')
    fireEvent.change(input, { target: { value: '1\u00a0234,5' } })
    // Shown back exactly as the locale writes it (U+202F), not as typed.
    expect(document.querySelector('.cp-amount-input__read')?.textContent).toBe('Lu comme 1\u202f234,5 USDC')
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect(texts.at(-1)).toBe('1234,5')
    expect(input.closest('[data-state]')?.getAttribute('data-state')).toBe('valid')
  })
})
