// Fidelity: the peer's official SDK (@relayprotocol/relay-sdk) with its official Solana wallet adapter
// (@relayprotocol/relay-svm-wallet-adapter, on @solana/web3.js 1.x), both from npm and unchanged, quote and execute a
// Solana → Base USDC bridge against our simulator in anvil mode (the LiteSVM Solana chain behind its RPC facade);
// the Base recipient's on-chain balance grows by exactly the quoted amount.
// Run from the repository root after `npm ci --prefix fidelity/relay-svm`: node fidelity/relay-svm/solana.test.mjs
import { spawn } from 'node:child_process'
import { createClient, getClient } from '@relayprotocol/relay-sdk'
import { configureDynamicChains } from '@relayprotocol/relay-sdk/chain-utils'
import { adaptSolanaWallet } from '@relayprotocol/relay-svm-wallet-adapter'
import { Connection, Keypair } from '@solana/web3.js'
import { createPublicClient, erc20Abi, http } from 'viem'

const port = 48000 + Math.floor(Math.random() * 2000)
const base = `http://127.0.0.1:${port}`
// The simulator's Solana test account 0 (a public test key: seed = sha256("crosspay-svm:account0")).
const seed = Buffer.from('d886f93b3245b2cc9da691bb4d990c6a5ff2da3a70892bac90535bd37d9b5572', 'hex')
const user = Keypair.fromSeed(seed)
const solana = 792703809
const svmUsdc = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const baseUsdc = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const recipient = '0x000000000000000000000000000000000000b0b5'
const amount = '12345678'

const child = spawn('pnpm', ['-s', 'sim', '--chains', 'anvil', '--port', String(port), '--history', '0'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
})
let out = ''
child.stdout.on('data', (d) => (out += d))
child.stderr.on('data', (d) => (out += d))
const stop = () => {
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {}
}
const finish = (ok, message) => {
  console.log(
    `${ok ? 'PASS' : 'FAIL'} relay-sdk + relay-svm-wallet-adapter Solana → Base against the simulator: ${message}`,
  )
  if (!ok && out) console.log(out.split('\n').slice(-10).join('\n'))
  stop()
  process.exit(ok ? 0 : 1)
}

try {
  let listed
  for (let i = 0; i < 120 && !listed; i++) {
    listed = await fetch(`${base}/chains`)
      .then((r) => r.json())
      .catch(() => undefined)
    if (!listed) await new Promise((r) => setTimeout(r, 250)) // the simulator is starting: anvil, contracts, LiteSVM
  }
  if (!listed) finish(false, 'the simulator did not start within 30 s')
  const svmChain = listed.chains.find((c) => c.id === solana)
  const baseRpc = listed.chains.find((c) => c.id === 8453).httpRpcUrl
  if (svmChain?.vmType !== 'svm') finish(false, 'GET /chains lists no svm chain 792703809')

  createClient({ baseApiUrl: base, source: 'crosspay-fidelity' })
  await configureDynamicChains()
  const connection = new Connection(svmChain.httpRpcUrl, {
    commitment: 'confirmed',
    wsEndpoint: svmChain.wsRpcUrl,
  })
  const wallet = adaptSolanaWallet(user.publicKey.toBase58(), solana, connection, async (transaction) => {
    transaction.sign([user])
    return { signature: await connection.sendRawTransaction(transaction.serialize()) }
  })
  const publicClient = createPublicClient({ transport: http(baseRpc) })
  const balance = () =>
    publicClient.readContract({
      address: baseUsdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [recipient],
    })

  const quote = await getClient().actions.getQuote({
    chainId: solana,
    toChainId: 8453,
    currency: svmUsdc,
    toCurrency: baseUsdc,
    amount,
    tradeType: 'EXACT_INPUT',
    wallet,
    user: user.publicKey.toBase58(),
    recipient,
  })
  const quoted = BigInt(quote.details.currencyOut.amount)
  const before = await balance()
  await getClient().actions.execute({ quote, wallet, onProgress: () => {} })
  let after = before
  for (let i = 0; i < 100 && after - before !== quoted; i++) {
    after = await balance()
    if (after - before !== quoted) await new Promise((r) => setTimeout(r, 100))
  }
  const requestId = quote.steps[0].requestId
  const status = await fetch(`${base}/intents/status/v3?requestId=${requestId}`).then((r) => r.json())
  if (status.status !== 'success') finish(false, `the request is ${status.status}, expected success`)
  if (after - before !== quoted) finish(false, `the recipient received ${after - before}, expected ${quoted}`)
  finish(
    true,
    `executed to success; the Base recipient received exactly ${quoted} USDC units (deposit ${status.inTxHashes[0]})`,
  )
} catch (error) {
  finish(false, error?.stack ?? String(error))
}
