import {
  address,
  assertIsTransactionWithinSizeLimit,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  fetchAddressesForLookupTables,
  getSignatureFromTransaction,
  sendAndConfirmTransactionFactory,
} from '@solana/kit'
import { type SvmStepData, signSvmStep } from './signSvmStep'

/**
 * Signs a quoted SVM step (signSvmStep) with `@solana/kit` over the chain's RPC — lookup tables read with
 * `jsonParsed`, the latest blockhash — and sends and confirms it over the RPC and its WebSocket. Returns the
 * signature. Test code.
 */
export async function sendSvmStep(options: {
  rpcUrl: string
  wsUrl: string
  data: SvmStepData
  seeds: string[]
}): Promise<string> {
  const rpc = createSolanaRpc(options.rpcUrl)
  const rpcSubscriptions = createSolanaRpcSubscriptions(options.wsUrl)
  const tables = await fetchAddressesForLookupTables(
    options.data.addressLookupTableAddresses.map((a) => address(a)),
    rpc,
  )
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const signed = await signSvmStep({ data: options.data, seeds: options.seeds, blockhash, tables })
  assertIsTransactionWithinSizeLimit(signed)
  await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(signed, { commitment: 'confirmed' })
  return getSignatureFromTransaction(signed)
}
