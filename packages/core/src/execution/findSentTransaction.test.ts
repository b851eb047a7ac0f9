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

  test('parameters: content: only a transaction doing exactly what the item does, at the nonce or a later one', async () => {
    const content = { to: depository, data: '0xc3965439AA', value: 0n }
    expect(await findSentTransaction(chain as never, { from: user, nonce: 7, content, fromBlock: 10n })).toBe(
      '0xours',
    )
    const other = { ...content, value: 1n }
    expect(
      await findSentTransaction(chain as never, { from: user, nonce: 7, content: other, fromBlock: 10n }),
    ).toBeUndefined()
  })

  test('behavior: a transaction a million blocks after the claim is found by the nonce history in fewer than 25 reads, one block read', async () => {
    // The account sent nonce 41 in block 912_345 (and 42 later): every count read and block read is counted.
    const reads: string[] = []
    const far = {
      getBlockNumber: async () => 1_000_000n,
      getTransactionCount: async ({ blockNumber }: { blockNumber: bigint }) => {
        reads.push('count')
        return blockNumber < 912_345n ? 41 : blockNumber < 990_000n ? 42 : 43
      },
      getBlock: async ({ blockNumber }: { blockNumber: bigint }) => {
        reads.push('block')
        return {
          transactions:
            blockNumber === 912_345n
              ? [{ from: user, nonce: 41, to: depository, input: '0xc3965439aa', value: 0n, hash: '0xfar' }]
              : [],
        } as never
      },
    }
    const content = { to: depository, data: '0xc3965439aa', value: 0n }
    expect(await findSentTransaction(far as never, { from: user, nonce: 41, content, fromBlock: 0n })).toBe(
      '0xfar',
    )
    expect(reads.filter((r) => r === 'block')).toEqual(['block'])
    expect(reads.length).toBeLessThan(25)
    // Not mined yet (the head's count has not passed it): nothing is read beyond the head's count.
    reads.length = 0
    expect(await findSentTransaction(far as never, { from: user, nonce: 43, fromBlock: 0n })).toBeUndefined()
    expect(reads).toEqual(['count'])
  })
})
