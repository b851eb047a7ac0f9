import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { WidgetRoot } from '../root/WidgetRoot'
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
})
