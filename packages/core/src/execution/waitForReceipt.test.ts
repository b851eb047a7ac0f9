import { TransactionReceiptNotFoundError } from 'viem'
import { describe, expect, test } from 'vitest'
import { waitForReceipt } from './waitForReceipt'

// A chain seen through the four reads waitForReceipt makes: a stand-in for a node (viem's client), not for crosspay.
function node(options: { minedHash?: string; mineAfter?: number }) {
  let reads = 0
  const mined = () => options.mineAfter !== undefined && reads >= options.mineAfter
  return {
    reads: () => reads,
    client: {
      getTransactionReceipt: async ({ hash }: { hash: string }) => {
        reads += 1
        if (mined() && hash === options.minedHash)
          return { transactionHash: hash, status: 'success' } as never
        throw new TransactionReceiptNotFoundError({ hash: hash as `0x${string}` })
      },
      // The nonce history: 7 was used in block 101 (the latest count without a block number).
      getTransactionCount: async ({ blockNumber }: { blockNumber?: bigint } = {}) =>
        mined() && (blockNumber === undefined || blockNumber >= 101n) ? 8 : 7,
      getBlockNumber: async () => 101n,
      getBlock: async ({ blockNumber }: { blockNumber: bigint }) =>
        ({
          transactions:
            mined() && blockNumber === 101n
              ? [{ from: '0xAbC0000000000000000000000000000000000001', nonce: 7, hash: options.minedHash }]
              : [],
        }) as never,
    },
  }
}
const sent = '0x1111111111111111111111111111111111111111111111111111111111111111'
const replacement = '0x2222222222222222222222222222222222222222222222222222222222222222'
const base = {
  hash: sent,
  from: '0xabc0000000000000000000000000000000000001',
  nonce: 7,
  fromBlock: 100n,
  intervalMs: 1,
} as const

describe('waitForReceipt', () => {
  test('default: returns the receipt once the transaction is mined', async () => {
    const n = node({ minedHash: sent, mineAfter: 3 })
    const receipt = await waitForReceipt(n.client as never, { ...base, timeoutMs: 5_000 })
    expect(receipt.transactionHash).toBe(sent)
  })

  test('behavior: a transaction the wallet replaced (same nonce, another hash) is followed and reported', async () => {
    const n = node({ minedHash: replacement, mineAfter: 2 })
    const replaced: string[] = []
    const receipt = await waitForReceipt(n.client as never, {
      ...base,
      timeoutMs: 5_000,
      onReplaced: (h) => replaced.push(h),
    })
    expect(replaced).toEqual([replacement])
    expect(receipt.transactionHash).toBe(replacement)
  })

  test('behavior: no receipt in time is a TimeoutError; an abort stops at once', async () => {
    const never = node({})
    await expect(waitForReceipt(never.client as never, { ...base, timeoutMs: 20 })).rejects.toMatchObject({
      name: 'TimeoutError',
    })
    const controller = new AbortController()
    const waiting = waitForReceipt(never.client as never, {
      ...base,
      intervalMs: 50,
      timeoutMs: 60_000,
      signal: controller.signal,
    })
    controller.abort(new Error('stop'))
    await expect(waiting).rejects.toThrow('stop')
    const reads = never.reads()
    await new Promise((r) => setTimeout(r, 120))
    expect(never.reads()).toBe(reads) // nothing polls after the abort
  })

  test('behavior: reads failing in transit are waited out; a refusal is thrown at once; a timeout names the last failure', async () => {
    const n = node({ minedHash: sent, mineAfter: 4 })
    // The node out of reach for the first reads (viem's error for a 503 or a reset), then answering.
    const down = Object.assign(new Error('HTTP request failed.'), { name: 'HttpRequestError', status: 503 })
    let failures = 3
    const flaky = {
      ...n.client,
      getTransactionReceipt: async (args: { hash: string }) => {
        if (failures-- > 0) throw down
        return n.client.getTransactionReceipt(args)
      },
      getTransactionCount: async () => {
        if (failures > 0) throw down
        return n.client.getTransactionCount()
      },
    }
    const receipt = await waitForReceipt(flaky as never, { ...base, timeoutMs: 5_000 })
    expect(receipt.transactionHash).toBe(sent)

    const refused = Object.assign(new Error('HTTP request failed.'), {
      name: 'HttpRequestError',
      status: 401,
    })
    const refusing = { ...n.client, getTransactionReceipt: async () => Promise.reject(refused) }
    await expect(waitForReceipt(refusing as never, { ...base, timeoutMs: 5_000 })).rejects.toBe(refused)

    const unreachable = { ...n.client, getTransactionReceipt: async () => Promise.reject(down) }
    await expect(waitForReceipt(unreachable as never, { ...base, timeoutMs: 20 })).rejects.toMatchObject({
      name: 'TimeoutError',
      cause: down,
    })
  })
})
