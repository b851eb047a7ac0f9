// A sent transaction found again by the account's nonce history (issue 34, item 6), on real anvil chains with
// wagmi's mock wallet: the wallet holds its prompt open while 600 blocks are mined, sends, then answers with an
// error that is not a rejection; a reload resumes and must find the deposit with a handful of reads, not by
// reading the blocks one by one (the old 256-block window never reached it).

import { anvilAccount } from '@crosspay/simulator/node'
import { createMemoryStorage, setupExecution, testQuoteParameters } from '@crosspay/test'
import { getBalance, getTransactionCount } from '@wagmi/core'
import { expect, test } from 'vitest'
import { executeStopped } from '../../test/fixtures/executeStopped'
import { resumeStored } from '../../test/fixtures/resumeStored'
import { getQuote } from '../api/getQuote'
import { createExecutionStore } from './store/createExecutionStore'

const { server, connectWallet, serviceClient } = setupExecution()

async function mine(blocks: number) {
  const response = await fetch(server.rpcUrls[8453]!, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_mine',
      params: [`0x${blocks.toString(16)}`],
    }),
  })
  expect(((await response.json()) as { error?: unknown }).error).toBeUndefined()
}

test('behavior: a deposit mined 600 blocks after its claim is found on resume in fewer than 40 RPC calls, sent once', async () => {
  const account = anvilAccount(3).address
  const storage = createMemoryStorage()
  const client = serviceClient()
  // The first page: the person leaves the prompt open while 600 blocks go by, then the wallet sends and loses
  // the connection before answering (the deposit is on chain, its hash never reached the app).
  const first = await connectWallet(account, {
    failAfterSend: true,
    gate: (prompt) => (prompt.method === 'eth_sendTransaction' ? mine(600) : undefined),
  })
  const parameters = { ...testQuoteParameters, user: account }
  const quote = await getQuote(client, parameters)
  const requestId = quote.steps.find((s) => s.requestId)!.requestId!
  const nonce = await getTransactionCount(first.config, { address: account, chainId: 8453 })
  const stopped = await executeStopped(first.config, { client, quote, parameters, storage })
  expect(stopped).toMatchObject({ reason: 'sent-state-unknown', funds: 'unknown' })
  const claim = createExecutionStore({ storage }).get(requestId)!.claim!
  expect(claim.nonce).toBe(nonce)
  const { value: before } = await getBalance(first.config, { address: account, chainId: 8453 })

  // The reload: every read the app makes of the origin chain is counted.
  const calls: string[] = []
  const second = await connectWallet(account, {
    onRequest: ({ chainId, method }) => {
      if (chainId === 8453) calls.push(method)
    },
  })
  const progress = await resumeStored(second.config, { client, requestId, storage })
  expect(progress.status).toBe('success')
  expect(second.prompts).toEqual([])
  const hash = progress.steps.at(-1)!.items[0]!.txHash!
  const mined = (await fetch(server.rpcUrls[8453]!, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionByHash', params: [hash] }),
  }).then((r) => r.json())) as { result: { blockNumber: string; nonce: string } }
  // The deposit the wallet sent, 600 blocks after the claim, with the claimed nonce.
  expect(BigInt(mined.result.blockNumber) - BigInt(claim.blockNumber!)).toBeGreaterThan(600n)
  expect(Number(mined.result.nonce)).toBe(nonce)
  // Found by the nonce's history: a handful of reads, one block read.
  expect(calls.length).toBeLessThan(40)
  expect(calls.filter((m) => m === 'eth_getBlockByNumber').length).toBeLessThanOrEqual(2)
  // Sent once: the nonce moved once, nothing left the account on resume.
  expect(await getTransactionCount(second.config, { address: account, chainId: 8453 })).toBe(nonce + 1)
  expect((await getBalance(second.config, { address: account, chainId: 8453 })).value).toBe(before)
}, 120_000)
