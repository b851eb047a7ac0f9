// Fidelity: the peer's official SDK (@relayprotocol/relay-sdk from npm, unchanged) pays gaslessly through our
// simulator's POST /execute (EIP-7702 + Calibur) in anvil mode: an account with USDC and no ETH at all bridges twice,
// first delegating (an authorization in the body), then already delegated (none). The SDK sends its API key only to
// the peer's own hosts, so it reaches the simulator through a small proxy that adds the key, as an integrator's
// server does. Run from the repository root after `npm ci --prefix fidelity/relay-sdk`.
import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import { convertViemChainToRelayChain, createClient, executeGaslessBatch } from '@relayprotocol/relay-sdk'
import { createPublicClient, createWalletClient, defineChain, erc20Abi, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

const port = 48000 + Math.floor(Math.random() * 2000)
const sim = `http://127.0.0.1:${port}`
// Anvil #0 (a public test key): funds the fresh account with USDC.
const funder = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const usdc = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const depository = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'
const calibur = '0x000000009b1d0af20d8c6d0a44e162d11f9b8f00'
const amount = 3_000_000n

const child = spawn('pnpm', ['-s', 'sim', '--chains', 'anvil', '--port', String(port), '--history', '0'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
})
let out = ''
child.stdout.on('data', (d) => (out += d))
child.stderr.on('data', (d) => (out += d))
/** The integrator's server: forwards to the simulator with the key (the SDK never sends it to other hosts). */
const posts = []
const proxy = createServer(async (req, res) => {
  const chunks = []
  for await (const c of req) chunks.push(c)
  const body = chunks.length ? Buffer.concat(chunks) : undefined
  if (req.method === 'POST' && req.url === '/execute')
    posts.push({ key: req.headers['x-api-key'], body: JSON.parse(body) })
  const upstream = await fetch(`${sim}${req.url}`, {
    method: req.method,
    headers: { 'content-type': 'application/json', 'x-api-key': 'demo-key' },
    body: req.method === 'GET' ? undefined : body,
  })
  res.writeHead(upstream.status, { 'content-type': 'application/json' })
  res.end(Buffer.from(await upstream.arrayBuffer()))
})
await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve))
const base = `http://127.0.0.1:${proxy.address().port}`
const stop = () => {
  proxy.close()
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {}
}
const finish = (ok, message) => {
  console.log(`${ok ? 'PASS' : 'FAIL'} relay-sdk executeGaslessBatch against the simulator: ${message}`)
  if (!ok && out) console.log(out.split('\n').slice(-10).join('\n'))
  stop()
  process.exit(ok ? 0 : 1)
}

try {
  let chains
  for (let i = 0; i < 120 && !chains; i++) {
    chains = await fetch(`${sim}/chains`)
      .then((r) => r.json())
      .catch(() => undefined)
    if (!chains) await new Promise((r) => setTimeout(r, 250)) // the simulator is starting: anvil, contracts
  }
  if (!chains) finish(false, 'the simulator did not start within 30 s')
  const record = chains.chains.find((c) => c.id === 8453)
  if (record.gasless !== true) finish(false, 'chain 8453 does not flag gasless execution')
  const chain = defineChain({
    id: 8453,
    name: 'Base (local)',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [record.httpRpcUrl] } },
  })
  const publicClient = createPublicClient({ chain, transport: http(record.httpRpcUrl) })
  const user = privateKeyToAccount(generatePrivateKey())
  const walletClient = createWalletClient({ account: user, chain, transport: http(record.httpRpcUrl) })
  const usdcOf = (owner) =>
    publicClient.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  const funding = await createWalletClient({
    account: funder,
    chain,
    transport: http(record.httpRpcUrl),
  }).writeContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [user.address, 2n * amount],
  })
  await publicClient.waitForTransactionReceipt({ hash: funding, pollingInterval: 100 })

  // The SDK requires a key to run the action at all; it keeps it to itself here (not the peer's host).
  createClient({
    baseApiUrl: base,
    apiKey: 'held-by-the-server',
    source: 'crosspay-fidelity',
    pollingInterval: 300,
    chains: [convertViemChainToRelayChain(chain)],
  })
  const depositoryBefore = await usdcOf(depository)
  const results = []
  for (const round of [1, 2]) {
    const quote = await fetch(`${base}/quote/v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user: user.address,
        originChainId: 8453,
        destinationChainId: 10,
        originCurrency: usdc,
        destinationCurrency: usdc,
        amount: amount.toString(),
        tradeType: 'EXACT_INPUT',
      }),
    }).then((r) => r.json())
    const progress = []
    const { requestId } = await executeGaslessBatch({
      quote,
      walletClient,
      onProgress: (p) => progress.push(p.status),
    })
    results.push({ round, requestId, progress: progress.join('>') })
  }
  const [first, second] = posts
  if (posts.length !== 2) finish(false, `${posts.length} POST /execute, expected 2`)
  if (first.key || second.key) finish(false, 'the SDK sent its key to a host that is not the peer’s')
  if (first.body.data.authorizationList?.[0]?.address?.toLowerCase() !== calibur)
    finish(false, 'the first batch did not delegate to Calibur')
  if (second.body.data.authorizationList)
    finish(false, 'the second batch (already delegated) carried an authorization')
  const eth = await publicClient.getBalance({ address: user.address })
  const gained = (await usdcOf(depository)) - depositoryBefore
  const code = await publicClient.getCode({ address: user.address })
  if (eth !== 0n) finish(false, `the account holds ${eth} wei: it was meant to pay no gas`)
  if (gained !== 2n * amount) finish(false, `the depository gained ${gained}, expected ${2n * amount}`)
  if (code?.toLowerCase() !== `0xef0100${calibur.slice(2)}`) finish(false, `the account's code is ${code}`)
  for (const r of results)
    if (!r.progress.endsWith('success')) finish(false, `round ${r.round} ended ${r.progress}`)
  finish(
    true,
    `two batches (with and without an authorization) reached success (${results.map((r) => r.progress).join(' | ')}); the account's ETH stayed 0; the depository gained exactly ${2n * amount}`,
  )
} catch (error) {
  finish(false, error?.stack ?? String(error))
}
