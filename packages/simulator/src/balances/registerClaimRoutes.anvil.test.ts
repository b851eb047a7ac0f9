import { erc20Abi, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { addresses } from '../config/addresses'
import { anvilAccounts } from '../config/anvilAccounts'
import { setupTestChains } from '../node/testing/setupTestChains'

const anvil = setupTestChains()
const wallet = privateKeyToAccount(anvilAccounts[6]!.privateKey) // addresses.appFeeRecipient

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies read in assertions
type Json = Record<string, any>
const post = async (path: string, body: unknown) => {
  const res = await anvil.sim.fetch(`http://sim.test${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Json }
}
/** Offers a claim, signs it as the wallet and confirms it; answers the confirm's response. */
async function claimAndConfirm(body: Json) {
  const offer = await post(`/app-fees/${wallet.address}/claim`, body)
  expect(offer.status).toBe(200)
  const { sign, post: next } = offer.body.steps[0].items[0].data
  const signature = await wallet.signMessage({ message: sign.message })
  return post(`${next.endpoint}?signature=${signature}`, next.body)
}

describe('app fee claims (anvil)', () => {
  test('behavior: the payout is a real transfer from the solver: the recipient gains exactly the amount claimed', async () => {
    const usdc = anvil.sim.ctx.currency(8453, addresses.stablecoin)!
    const eth = anvil.sim.ctx.currency(10, '0x0000000000000000000000000000000000000000')!
    // Earnings as a success credits them (creditAppFees goes through the same ledger call).
    anvil.sim.ctx.ledger.credit(wallet.address, usdc, 2_500_000n, { kind: 'earning' })
    anvil.sim.ctx.ledger.credit(wallet.address, eth, 10n ** 15n, { kind: 'earning' })
    const to = '0x000000000000000000000000000000000000C1a1' as Hex
    const usdcOf = () =>
      anvil.client(8453).readContract({
        address: addresses.stablecoin as Hex,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [to],
      })
    const ethBefore = await anvil.client(10).getBalance({ address: to })
    const usdcBefore = await usdcOf()

    const part = await claimAndConfirm({
      chainId: 8453,
      currency: addresses.stablecoin,
      amount: '1500000',
      recipient: to,
    })
    expect(part.status).toBe(200)
    expect((await anvil.mined(8453, part.body.txHash)).status).toBe('success')
    expect((await usdcOf()) - usdcBefore).toBe(1_500_000n)

    const all = await claimAndConfirm({ chainId: 10, currency: eth.address, recipient: to })
    expect(all.status).toBe(200)
    expect((await anvil.mined(10, all.body.txHash)).status).toBe('success')
    expect((await anvil.client(10).getBalance({ address: to })) - ethBefore).toBe(10n ** 15n)

    expect(anvil.sim.ctx.ledger.unitsOf(wallet.address, usdc)).toBe(1_000_000n)
    expect(anvil.sim.ctx.ledger.unitsOf(wallet.address, eth)).toBe(0n)
  })
})
