import { describe, expect, test } from 'vitest'
import { findSentTransaction } from './findSentTransaction'

const user = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const depository = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'
// Two blocks mined since the claim: first an unrelated transfer that took the claimed nonce 7, then our deposit.
const chain = {
  getBlockNumber: async () => 11n,
  // The account's nonce history: 7 sent before block 10, 8 by its end, 9 by the end of block 11.
  getTransactionCount: async ({ blockNumber }: { blockNumber: bigint }) =>
    blockNumber < 10n ? 7 : blockNumber === 10n ? 8 : 9,
  getBlock: async ({ blockNumber }: { blockNumber: bigint }) =>
    ({
      transactions:
        blockNumber === 10n
          ? [
              {
                from: user,
                nonce: 7,
                to: '0x000000000000000000000000000000000000dead',
                input: '0x',
                value: 5n,
                hash: '0xunrelated',
              },
            ]
          : blockNumber === 11n
            ? [{ from: user, nonce: 8, to: depository, input: '0xc3965439aa', value: 0n, hash: '0xours' }]
            : [],
    }) as never,
}

describe('findSentTransaction', () => {
  test('default: by nonce, the transaction that took it (how a replacement is followed)', async () => {
    expect(await findSentTransaction(chain as never, { from: user, nonce: 7, fromBlock: 10n })).toBe(
      '0xunrelated',
    )
    expect(
      await findSentTransaction(chain as never, { from: user, nonce: 9, fromBlock: 10n }),
    ).toBeUndefined()
  })

  test('parameters: content: only a transaction doing exactly what the item does, whatever its nonce', async () => {
    const content = { to: depository, data: '0xc3965439AA', value: 0n }
    expect(await findSentTransaction(chain as never, { from: user, nonce: 7, content, fromBlock: 10n })).toBe(
      '0xours',
    )
    const other = { ...content, value: 1n }
    expect(
      await findSentTransaction(chain as never, { from: user, nonce: 7, content: other, fromBlock: 10n }),
    ).toBeUndefined()
  })
})
