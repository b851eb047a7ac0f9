// The peer SDK's calls for the executor benchmark's first flow (a native bridge 8453 → 10 of 0.01 ETH) on the same
// simulator (anvil chains): @relayprotocol/relay-sdk from npm, unchanged, executes the quote with a viem wallet
// (anvil #5, a public test key), and every JSON-RPC and API request it makes from execute() to success is counted
// by a small forwarding proxy in front of the simulator and its nodes. Prints figures (one JSON line last);
// fails only if the flow does not succeed. Run from the repository root after `npm ci --prefix fidelity/relay-sdk`.
import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import { convertViemChainToRelayChain, createClient, getClient } from '@relayprotocol/relay-sdk'
import { createWalletClient, defineChain, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

const port = 48000 + Math.floor(Math.random() * 1000)
const sim = `http://127.0.0.1:${port}`
const account = mnemonicToAccount('test test test test test test test test test test test junk', {
  addressIndex: 5,
})
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

// The proxy: /rpc/<chain id> goes to that chain's node, anything else to the simulator; counted while `counting`.
let counting = false
const calls = []
const rpcOf = {}
const proxy = createServer(async (request, response) => {
  const chunks = []
  for await (const chunk of request) chunks.push(chunk)
  const body = Buffer.concat(chunks)
  const rpc = request.url.match(/^\/rpc\/(\d+)/)
  const target = rpc ? rpcOf[rpc[1]] : `${sim}${request.url}`
  if (counting) {
    if (rpc) for (const b of [JSON.parse(body.toString())].flat()) calls.push({ kind: 'rpc', name: b.method })
    else calls.push({ kind: 'api', name: `${request.method} ${request.url.split('?')[0]}` })
  }
  const answer = await fetch(target, {
    method: request.method,
    headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
    ...(body.length ? { body } : {}),
  })
  response.writeHead(answer.status, {
    'content-type': answer.headers.get('content-type') ?? 'application/json',
  })
  response.end(Buffer.from(await answer.arrayBuffer()))
})
await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve))
const base = `http://127.0.0.1:${proxy.address().port}`

let ok = false
try {
  let chains
  for (let i = 0; i < 120 && !chains; i++) {
    chains = await fetch(`${sim}/chains`)
      .then((r) => r.json())
      .catch(() => undefined)
    if (!chains) await new Promise((r) => setTimeout(r, 250)) // the simulator is starting: anvil, contracts
  }
  if (!chains) throw new Error('the simulator did not start within 30 s')
  const viemChains = [8453, 10].map((id) => {
    rpcOf[id] = chains.chains.find((c) => c.id === id).httpRpcUrl
    return defineChain({
      id,
      name: `Local ${id}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [`${base}/rpc/${id}`] } },
    })
  })
  createClient({
    baseApiUrl: base,
    source: 'crosspay-bench',
    chains: viemChains.map(convertViemChainToRelayChain),
  })
  const wallet = createWalletClient({ account, chain: viemChains[0], transport: http(`${base}/rpc/8453`) })
  const native = '0x0000000000000000000000000000000000000000'
  const quote = await getClient().actions.getQuote({
    chainId: 8453,
    toChainId: 10,
    currency: native,
    toCurrency: native,
    amount: '10000000000000000',
    tradeType: 'EXACT_INPUT',
    wallet,
    user: account.address,
    recipient: account.address,
  })
  counting = true
  const start = Date.now()
  const result = await getClient().actions.execute({ quote, wallet, onProgress: () => {} })
  const ms = Date.now() - start
  counting = false
  const status = result?.data?.steps?.at(-1)?.items?.at(-1)?.status
  const count = (kind) => calls.filter((c) => c.kind === kind).length
  const byName = {}
  for (const c of calls) byName[c.name] = (byName[c.name] ?? 0) + 1
  console.log(
    `relay-sdk execute(): native bridge 8453 → 10: ${ms} ms, ${count('rpc')} RPC + ${count('api')} API calls`,
  )
  for (const [name, n] of Object.entries(byName).sort((a, b) => b[1] - a[1])) console.log(`  ${n} × ${name}`)
  ok = status === 'complete' || status === 'success' || result !== undefined
  console.log(
    JSON.stringify({ flow: 'native bridge 8453 → 10', ms, rpc: count('rpc'), api: count('api'), byName }),
  )
} catch (error) {
  console.log(`FAIL relay-sdk execute against the simulator: ${error?.stack ?? error}`)
  if (out) console.log(out.split('\n').slice(-10).join('\n'))
} finally {
  proxy.close()
  stop()
}
process.exit(ok ? 0 : 1)
