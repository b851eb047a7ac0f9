import { addresses, chainIds, svmAccounts } from '@crosspay/simulator'
import { type SimulatorServer, type SvmStepData, signSvmStep } from '@crosspay/simulator/node'
import {
  address,
  createSolanaRpc,
  fetchAddressesForLookupTables,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
} from '@solana/kit'

/** Options of {@link bridgeFromSolana}. */
export type BridgeFromSolanaOptions = {
  /** A simulator server with its local Solana chain (`chains: 'anvil'`) and Base among its anvil chains. */
  server: SimulatorServer
  /** Which of the simulator's Solana test accounts pays (`svmAccounts.accounts[account]`). */
  account: number
  /** Who receives on Base (an EVM address). */
  recipient: string
  /** USDC in smallest units (6 decimals). */
  amount: string
}

/** What {@link bridgeFromSolana} returns. */
export type BridgeFromSolanaReturnType = {
  requestId: string
  /** The deposit's signature on Solana (base58). */
  signature: string
  /** The request's status once settled, as `GET /intents/status/v3` answered it. */
  status: { status: string; inTxHashes: string[]; txHashes: string[] }
}

/**
 * A real USDC bridge Solana → Base on the simulator's chains: quotes it (`POST /quote/v2`, keyed `demo-key`), signs
 * the quoted deposit with the account's public test key (`signSvmStep`) and sends it to the LiteSVM chain over HTTP, then has
 * the watcher index it and moves the simulator's clock until the request settles. Throws if it does not settle.
 *
 * @example
 * const { requestId, signature } = await bridgeFromSolana({ server, account: 0, recipient, amount: '2000000' })
 */
export async function bridgeFromSolana(
  options: BridgeFromSolanaOptions,
): Promise<BridgeFromSolanaReturnType> {
  const { server } = options
  const payer = svmAccounts.accounts[options.account]!
  const post = (path: string, body: unknown) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'demo-key' },
      body: JSON.stringify(body),
    })
  const response = await post('/quote/v2', {
    user: payer.address,
    recipient: options.recipient,
    originChainId: chainIds.solana,
    destinationChainId: chainIds.base,
    originCurrency: addresses.svmUsdc,
    destinationCurrency: addresses.stablecoin,
    amount: options.amount,
    tradeType: 'EXACT_INPUT',
  })
  if (!response.ok) throw new Error(`quote → ${response.status}: ${await response.text()}`)
  const quote = (await response.json()) as { steps: { requestId: string; items: { data: SvmStepData }[] }[] }
  const step = quote.steps[0]!
  // Over HTTP only (no subscription): the watcher below is what sees it land.
  const rpc = createSolanaRpc(server.svm!.rpcUrl)
  const data = step.items[0]!.data
  const signed = await signSvmStep({
    data,
    seeds: [payer.seed],
    blockhash: (await rpc.getLatestBlockhash().send()).value,
    tables: await fetchAddressesForLookupTables(
      data.addressLookupTableAddresses.map((a) => address(a)),
      rpc,
    ),
  })
  await rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send()
  const signature = getSignatureFromTransaction(signed) as string
  for (let i = 0; i < 100; i++) {
    await server.syncChains()
    const answer = await fetch(`${server.baseUrl}/intents/status/v3?requestId=${step.requestId}`)
    const status = (await answer.json()) as BridgeFromSolanaReturnType['status']
    if (['success', 'refund', 'failure'].includes(status.status))
      return { requestId: step.requestId, signature, status }
    await post('/__sim/clock', { advanceMs: 2000 })
  }
  throw new Error(`request ${step.requestId} did not settle`)
}
