import type { Chain } from '@crosspay/core'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { WidgetRoot } from '../../root/WidgetRoot'
import { Address } from '../Address/Address'
import { ExplorerLink } from './ExplorerLink'

const hash = `0x${'ab'.repeat(32)}`
const chain = (explorerUrl: string) =>
  ({ id: 10, name: 'op', displayName: 'OP', explorerUrl, explorerName: 'OPscan' }) as Chain

describe('ExplorerLink', () => {
  test('default: a shortened hash linking to the explorer in a new tab, the whole hash for screen readers', () => {
    render(<ExplorerLink hash={hash} chain={chain('https://explorer.example/')} />)
    const link = screen.getByRole('link')
    expect(link.getAttribute('href')).toBe(`https://explorer.example/tx/${hash}`)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(link.textContent).toContain('0xababab…ababab')
    expect(link.textContent).toContain(`View on OPscan: ${hash}`)
  })

  test('behavior: an unsafe or missing explorer URL gives the hash without a link', () => {
    const { container } = render(<ExplorerLink hash={hash} chain={chain('javascript:alert(1)')} />)
    expect(container.querySelector('a')).toBeNull()
    expect(container.querySelector('.cp-address__value')?.getAttribute('title')).toBe(hash)
  })
})

describe('Address', () => {
  test('default: shortened, whole in its title; the copy button copies it whole and says so', async () => {
    const copied: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    })
    render(
      <WidgetRoot>
        <Address value="0x70997970C51812dc3A010C7d01b50e0d17dc79C8" />
      </WidgetRoot>,
    )
    expect(screen.getByTitle('0x70997970C51812dc3A010C7d01b50e0d17dc79C8').textContent).toContain(
      '0x7099…79C8',
    )
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy 0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }))
    })
    expect(copied).toEqual(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])
    expect(screen.getByRole('button', { name: 'Copied' }).getAttribute('data-state')).toBe('copied')
  })
})
