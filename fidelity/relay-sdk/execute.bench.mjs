// The peer SDK's calls for the executor benchmark's flows on the same simulator (anvil chains): a native bridge
// 8453 → 10 of 0.01 ETH, a USDC bridge 8453 → 10 of 2 USDC with its approval, and a same-chain swap on 8453 of
// 0.001 ETH to USDC. @relayprotocol/relay-sdk from npm, unchanged, executes each quote with a viem wallet (anvil #5,
// #4, #3: public test keys; the simulator mints its tokens to #0–#5), and every JSON-RPC and API request it makes from execute() to its end is counted by a
// small forwarding proxy in front of the simulator and its nodes. Each flow counts only if the recipient's balance
// of the output token then rose by exactly the quote's amount out (read from the node, not counted). Prints figures
// (one JSON line last); fails if any flow does not deliver. Run from the repository root after
// `npm ci --prefix fidelity/relay-sdk`.
import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import { convertViemChainToRelayChain, createClient, getClient } from '@relayprotocol/relay-sdk'
import { createPublicClient, createWalletClient, defineChain, erc20Abi, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

const port = 48000 + Math.floor(Math.random() * 1000)
const sim = `http://127.0.0.1:${port}`
const testAccount = (addressIndex) =>
  mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex })
const native = '0x0000000000000000000000000000000000000000'
// The simulator's 6-decimal stablecoin (sUSDC), the same address on every EVM chain (packages/simulator's addresses).
const usdc = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const flows = [
  {
    name: 'native bridge 8453 → 10',
    account: 5,
    from: [8453, native],
    to: [10, native],
    amount: '10000000000000000',
  },
  {
    name: 'stablecoin bridge (approve + deposit)',
    account: 4,
    from: [8453, usdc],
    to: [10, usdc],
    amount: '2000000',
  },
  {
    name: 'swap ETH → USDC on 8453',
    account: 3,
    from: [8453, native],
    to: [8453, usdc],
    amount: '1000000000000000',
  },
]
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

const results = []
try {
  let chains
  for (let i = 0; i < 120 && !chains; i++) {
    chains = await fetch(`${sim}/chains`)
      .then((r) => r.json())
      .catch(() => undefined)
    if (!chains) await new Promise((r) => setTimeout(r, 250)) // the simulator is starting: anvil, contracts
  }
  if (!chains) throw new Error('the simulator did not start within 30 s')
  const viemChains = Object.fromEntries(
    [8453, 10].map((id) => {
      rpcOf[id] = chains.chains.find((c) => c.id === id).httpRpcUrl
      const chain = defineChain({
        id,
        name: `Local ${id}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [`${base}/rpc/${id}`] } },
      })
      return [id, chain]
    }),
  )
  createClient({
    baseApiUrl: base,
    source: 'crosspay-bench',
    chains: Object.values(viemChains).map(convertViemChainToRelayChain),
  })
  // Balances read straight from the nodes (not through the proxy: not counted).
  const balanceOf = (chainId, currency, owner) => {
    const node = createPublicClient({ transport: http(rpcOf[chainId]) })
    return currency === native
      ? node.getBalance({ address: owner })
      : node.readContract({ address: currency, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  }
  for (const flow of flows) {
    const account = testAccount(flow.account)
    const [chainId, currency] = flow.from
    const [toChainId, toCurrency] = flow.to
    const wallet = createWalletClient({
      account,
      chain: viemChains[chainId],
      transport: http(`${base}/rpc/${chainId}`),
    })
    const quote = await getClient().actions.getQuote({
      chainId,
      toChainId,
      currency,
      toCurrency,
      amount: flow.amount,
      tradeType: 'EXACT_INPUT',
      wallet,
      user: account.address,
      recipient: account.address,
    })
    const out = BigInt(quote.details.currencyOut.amount)
    const before = await balanceOf(toChainId, toCurrency, account.address)
    calls.length = 0
    counting = true
    const start = Date.now()
    const error = await getClient()
      .actions.execute({ quote, wallet, onProgress: () => {} })
      .then(
        () => undefined,
        (e) => e,
      )
    const ms = Date.now() - start
    counting = false
    // The swap's own gas is paid in ETH, so only an ERC-20 or another chain's balance is compared exactly.
    let received = (await balanceOf(toChainId, toCurrency, account.address)) - before
    for (let i = 0; i < 240 && received !== out; i++) {
      await new Promise((r) => setTimeout(r, 250)) // the fill may land just after execute() returns
      received = (await balanceOf(toChainId, toCurrency, account.address)) - before
    }
    // When the output was seen on the recipient's balance (execute() may return before: see the swap).
    const deliveredMs = Date.now() - start
    const count = (kind) => calls.filter((c) => c.kind === kind).length
    const byName = {}
    for (const c of calls) byName[c.name] = (byName[c.name] ?? 0) + 1
    const delivered = !error && received === out
    console.log(
      `relay-sdk execute(): ${flow.name}: ${delivered ? `returned in ${ms} ms, output seen by ${deliveredMs} ms` : `NOT DELIVERED, ${ms} ms`} — ${count('rpc')} RPC + ${count('api')} API calls`,
    )
    for (const [name, n] of Object.entries(byName).sort((a, b) => b[1] - a[1]))
      console.log(`  ${n} × ${name}`)
    if (!delivered)
      console.log(
        `  expected +${out}, received +${received}${error ? `; ${error.message?.split('\n')[0]}` : ''}`,
      )
    results.push({
      flow: flow.name,
      delivered,
      ms,
      deliveredMs,
      rpc: count('rpc'),
      api: count('api'),
      byName,
    })
  }
  console.log(JSON.stringify(results))
} catch (error) {
  console.log(`FAIL relay-sdk execute against the simulator: ${error?.stack ?? error}`)
  if (out) console.log(out.split('\n').slice(-10).join('\n'))
} finally {
  proxy.close()
  stop()
}
process.exit(results.length === flows.length && results.every((r) => r.delivered) ? 0 : 1)
