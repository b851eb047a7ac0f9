// Fidelity: the peer's official SDK (@relayprotocol/relay-sdk from npm, unchanged) claims app fees from the
// simulator in anvil mode, and the payout lands on chain. Run: `npm ci && npm test` in this folder (it starts
// `pnpm sim --chains anvil` from the repository root, so the workspace must be installed).
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { after, before, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { claimAppFees, convertViemChainToRelayChain, createClient } from '@relayprotocol/relay-sdk'
import { createPublicClient, createWalletClient, defineChain, erc20Abi, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const mnemonic = 'test test test test test test test test test test test junk'
const user = mnemonicToAccount(mnemonic, { addressIndex: 1 })
const earner = mnemonicToAccount(mnemonic, { addressIndex: 6 }) // the simulator's separate app-fee recipient
const payee = '0x000000000000000000000000000000000000f1de'
const usdc = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'

/** Polls `check` until it returns a value other than undefined, or fails after `ms`. */
async function until(what, check, ms = 30_000) {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200)) // the poll interval
  }
}

let sim
let baseUrl
let rpcUrl
before(async () => {
  sim = spawn('pnpm', ['-s', 'sim', '--chains', 'anvil', '--port', '0', '--history', '0'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  let out = ''
  sim.stdout.on('data', (chunk) => {
    out += chunk
  })
  const ready = await until(
    'the simulator',
    () => out.match(/ready at (http:\/\/\S+).*8453 → (http:\/\/\S+?)[,;]/s) ?? undefined,
    60_000,
  )
  baseUrl = ready[1]
  rpcUrl = ready[2]
})
after(() => {
  if (sim?.pid) process.kill(-sim.pid, 'SIGTERM')
})

const chain = () =>
  defineChain({
    id: 8453,
    name: 'Base (anvil)',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
const post = async (path, body, headers = {}) => {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: await res.json() }
}

test('the official SDK claims earned app fees; the recipient gains exactly the amount claimed', async () => {
  const publicClient = createPublicClient({ chain: chain(), transport: http(rpcUrl) })
  // Earn: a real 100 USDC bridge 8453 → 10 by account #1 with a 1% app fee to #6, deposited on anvil.
  const quote = await post(
    '/quote/v2',
    {
      user: user.address,
      originChainId: 8453,
      destinationChainId: 10,
      originCurrency: usdc,
      destinationCurrency: usdc,
      amount: '100000000',
      tradeType: 'EXACT_INPUT',
      appFees: [{ recipient: earner.address, fee: '100' }],
    },
    { 'x-api-key': 'demo-key' },
  )
  assert.equal(quote.status, 200, JSON.stringify(quote.body))
  const userWallet = createWalletClient({ account: user, chain: chain(), transport: http(rpcUrl) })
  for (const step of quote.body.steps) {
    for (const item of step.items) {
      const d = item.data
      const hash = await userWallet.sendTransaction({ to: d.to, data: d.data, value: BigInt(d.value ?? 0) })
      await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    }
  }
  const requestId = quote.body.steps.at(-1).requestId
  let last
  await until(`the request to succeed (${requestId})`, async () => {
    const res = await fetch(`${baseUrl}/intents/status/v3?requestId=${requestId}`, {
      headers: { 'x-api-key': 'demo-key' },
    })
    last = await res.json()
    const { status } = last
    assert.ok(!['refund', 'failure'].includes(status), `request ended ${status}`)
    return status === 'success' ? status : undefined
  }).catch((error) => {
    throw new Error(`${error.message}; last status ${JSON.stringify(last)}`)
  })
  const balances = await (await fetch(`${baseUrl}/app-fees/${earner.address}/balances`)).json()
  const line = balances.balances.find((b) => b.currency.chainId === 8453)
  assert.equal(line?.amount, '1000000', JSON.stringify(balances))

  // Claim part of it with the SDK, as an integrator would.
  createClient({
    baseApiUrl: baseUrl,
    source: 'crosspay-fidelity',
    chains: [convertViemChainToRelayChain(chain())],
  })
  const before = await publicClient.readContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [payee],
  })
  const wallet = createWalletClient({ account: earner, chain: chain(), transport: http(rpcUrl) })
  const { data } = await claimAppFees({
    wallet,
    chainId: 8453,
    currency: usdc,
    recipient: payee,
    amount: '400000',
  })
  assert.ok(data.steps.every((s) => s.items.every((i) => i.status === 'complete')))
  const gained = await until('the payout', async () => {
    const now = await publicClient.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [payee],
    })
    return now > before ? now - before : undefined
  })
  assert.equal(gained, 400_000n)
  const left = await (await fetch(`${baseUrl}/app-fees/${earner.address}/balances`)).json()
  assert.equal(left.balances.find((b) => b.currency.chainId === 8453)?.amount, '600000')
})
