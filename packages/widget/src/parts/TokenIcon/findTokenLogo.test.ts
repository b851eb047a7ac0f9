import { createSimulator } from '@crosspay/simulator'
import { describe, expect, test } from 'vitest'
import { findTokenLogo } from './findTokenLogo'

// The simulator's own chain records (as GET /chains answers them): a native currency and listed tokens with logos.
const chains = async () => {
  const sim = createSimulator({ baseUrl: 'https://sim.test' })
  const response = await sim.fetch('https://sim.test/chains')
  return ((await response.json()) as { chains: Parameters<typeof findTokenLogo>[0][] }).chains
}

describe('findTokenLogo', () => {
  test('default: a token of the chain record (any case), and the native currency', async () => {
    const base = (await chains()).find((c) => (c as { id: number }).id === 8453)
    expect(findTokenLogo(base, '0x700B6A60CE7EAAEA56F065753D8DCB9653DBAD35')).toMatch(/\/icons\/usdc\.svg$/)
    expect(findTokenLogo(base, '0x0000000000000000000000000000000000000000')).toMatch(/\/icons\/eth\.svg$/)
  })
  test('behavior: a token the chain does not list, or no chain: none (the icon shows its placeholder)', async () => {
    const base = (await chains()).find((c) => (c as { id: number }).id === 8453)
    expect(findTokenLogo(base, '0x000000000000000000000000000000000000dEaD')).toBeUndefined()
    expect(findTokenLogo(undefined, '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35')).toBeUndefined()
  })
})
