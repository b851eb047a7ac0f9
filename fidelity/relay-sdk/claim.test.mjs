// Fidelity: the peer's official SDK (@relayprotocol/relay-sdk from npm, unchanged) claims app fees from our simulator
// in anvil mode, and the recipient's on-chain balance grows by exactly the claimed amount.
// Run from the repository root after `npm ci --prefix fidelity/relay-sdk`: node fidelity/relay-sdk/claim.test.mjs
import { spawn } from 'node:child_process'
import { claimAppFees, convertViemChainToRelayChain, createClient } from '@relayprotocol/relay-sdk'
import { createPublicClient, createWalletClient, defineChain, erc20Abi, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

const port = 46000 + Math.floor(Math.random() * 2000)
const base = `http://127.0.0.1:${port}`
// demo-key's sponsor wallet (anvil #7, a public test key): its app balance opens at 1,000 USD of USDC on 8453.
const sponsor = privateKeyToAccount('0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356')
const usdc = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const payee = '0x000000000000000000000000000000000000f1d3'
const amount = 1_234_567n

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
  console.log(`${ok ? 'PASS' : 'FAIL'} relay-sdk claimAppFees against the simulator: ${message}`)
  if (!ok && out) console.log(out.split('\n').slice(-10).join('\n'))
  stop()
  process.exit(ok ? 0 : 1)
}

try {
  let chains
  for (let i = 0; i < 120 && !chains; i++) {
    chains = await fetch(`${base}/chains`)
      .then((r) => r.json())
      .catch(() => undefined)
    if (!chains) await new Promise((r) => setTimeout(r, 250)) // the simulator is starting: anvil, contracts
  }
  if (!chains) finish(false, 'the simulator did not start within 30 s')
  const rpc = chains.chains.find((c) => c.id === 8453).httpRpcUrl
  const chain = defineChain({
    id: 8453,
    name: 'Base (local)',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpc] } },
  })
  const publicClient = createPublicClient({ chain, transport: http(rpc) })
  const wallet = createWalletClient({ account: sponsor, chain, transport: http(rpc) })
  const balance = () =>
    publicClient.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [payee] })

  createClient({
    baseApiUrl: base,
    source: 'crosspay-fidelity',
    chains: [convertViemChainToRelayChain(chain)],
  })
  const before = await balance()
  await claimAppFees({ wallet, chainId: 8453, currency: usdc, recipient: payee, amount: amount.toString() })
  let after = before
  for (let i = 0; i < 100 && after - before !== amount; i++) {
    after = await balance()
    if (after - before !== amount) await new Promise((r) => setTimeout(r, 100)) // the payout is being mined
  }
  const left = await fetch(`${base}/app-fees/${sponsor.address}/balances`).then((r) => r.json())
  if (after - before !== amount) finish(false, `the payee received ${after - before}, expected ${amount}`)
  if (left.totalBalanceUsd !== 1000 - 1.234567)
    finish(false, `the app balance is ${left.totalBalanceUsd} USD after the claim`)
  finish(
    true,
    `the payee received ${amount} USDC units on chain; the app balance is ${left.totalBalanceUsd} USD`,
  )
} catch (error) {
  finish(false, error?.stack ?? String(error))
}
