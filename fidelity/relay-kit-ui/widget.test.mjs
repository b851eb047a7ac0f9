// Fidelity: the peer's official widget (@relayprotocol/relay-kit-ui from npm, unchanged), built with Vite and driven
// in Chromium, against our simulator in anvil mode: its chains and token picker load (USDC listed, its price
// answered), a quote for 0.01 ETH Base → OP appears, Bridge executes to success through wagmi's mock wallet, and the
// recipient's OP balance rises by exactly the quoted output, read on chain. No answer of the simulator is 4xx/5xx
// except the documented `/requests/v2` sunset (410), which the widget's progress view polls.
// Run from the repository root after `npm ci --prefix fidelity/relay-kit-ui`: node fidelity/relay-kit-ui/widget.test.mjs
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { dirname, extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { createPublicClient, formatEther, http } from 'viem'

const here = dirname(fileURLToPath(import.meta.url))
const port = 48000 + Math.floor(Math.random() * 2000)
const api = `http://127.0.0.1:${port}`
// Anvil account #0, unlocked on the anvil chains: wagmi's mock connector sends eth_sendTransaction to the chain's RPC,
// and after a send it reads the accounts back from the node (eth_accounts), whose first is #0.
const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const usdc = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const screenshot = join(here, '../../screenshots/tmp/relay-kit-ui-success.png')

const cleanups = []
let simulatorOutput = ''
const finish = async (ok, message) => {
  console.log(`${ok ? 'PASS' : 'FAIL'} relay-kit-ui SwapWidget against the simulator: ${message}`)
  if (!ok && simulatorOutput) console.log(simulatorOutput.split('\n').slice(-10).join('\n'))
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {})
  process.exit(ok ? 0 : 1)
}
const check = (condition, message) => {
  if (!condition) throw new Error(message)
}

try {
  // The widget as an integrator ships it: a production Vite build of src/main.tsx.
  const build = spawnSync(join(here, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], {
    cwd: here,
    encoding: 'utf8',
  })
  check(build.status === 0, `vite build failed:\n${build.stdout}${build.stderr}`)

  const sim = spawn('pnpm', ['-s', 'sim', '--chains', 'anvil', '--port', String(port), '--history', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  sim.stdout.on('data', (d) => (simulatorOutput += d))
  sim.stderr.on('data', (d) => (simulatorOutput += d))
  cleanups.push(() => process.kill(-sim.pid, 'SIGTERM'))

  // The built files, served as plain files on a free port.
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const file = path === '/' ? 'index.html' : path
    try {
      const body = await readFile(join(here, 'dist', file))
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
      res.end(body)
    } catch {
      res.writeHead(404)
      res.end()
    }
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => server.close())
  const app = `http://127.0.0.1:${server.address().port}`

  let chains
  for (let i = 0; i < 120 && !chains; i++) {
    chains = await fetch(`${api}/chains`)
      .then((r) => r.json())
      .catch(() => undefined)
    if (!chains) await new Promise((r) => setTimeout(r, 250)) // the simulator is starting: anvil, contracts
  }
  check(chains, 'the simulator did not start within 30 s')
  const opRpc = chains.chains.find((c) => c.id === 10).httpRpcUrl
  const op = createPublicClient({ transport: http(opRpc) })

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  cleanups.push(() => browser.close())
  const page = await browser.newPage({ viewport: { width: 480, height: 900 } })
  page.setDefaultTimeout(30_000)

  // Every answer of the simulator, and the quotes it gave.
  const answers = []
  const quotes = []
  const pageErrors = []
  page.on('pageerror', (error) => pageErrors.push(String(error)))
  page.on('response', async (response) => {
    const url = new URL(response.url())
    if (url.origin !== api) return
    const method = response.request().method()
    answers.push({ status: response.status(), method, path: url.pathname, url: response.url() })
    if (method === 'POST' && url.pathname === '/quote/v2' && response.status() === 200)
      quotes.push({ body: response.request().postDataJSON(), quote: await response.json() })
  })
  const answered = (predicate, what) =>
    page
      .waitForResponse((r) => predicate(new URL(r.url()), r), { timeout: 30_000 })
      .catch(() => {
        throw new Error(`the widget never received ${what}`)
      })

  await page.goto(`${app}/?api=${encodeURIComponent(api)}&account=${account}`)

  // Chains load: the origin is Base with the wallet's balance, read through Multicall3.
  await page.getByText('Base (local)').waitFor()
  await page
    .getByText(/Balance: 10K/)
    .first()
    .waitFor()

  // The token picker lists the simulator's currencies; USDC picked on OP gets its price.
  await page.getByText('OP Mainnet (local)').first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByText('Simulated USD Coin').waitFor()
  const usdcPrice = answered(
    (u) =>
      u.pathname === '/currencies/token/price' &&
      u.searchParams.get('address')?.toLowerCase() === usdc.toLowerCase() &&
      u.searchParams.get('chainId') === '10',
    "USDC's price",
  )
  await dialog.getByText('Simulated USD Coin').click()
  const priced = await (await usdcPrice).json()
  check(priced.price === 1, `USDC is priced ${JSON.stringify(priced)}, expected {"price":1}`)
  // Back to ETH on OP.
  await page.getByText('OP Mainnet (local)').first().click()
  await dialog.getByText('Gas Token').click()
  await dialog.waitFor({ state: 'hidden' })

  // A quote for 0.01 ETH Base → OP appears.
  const quoteAnswer = answered(
    (u, r) => u.pathname === '/quote/v2' && r.request().method() === 'POST',
    'a quote',
  )
  await page.locator('input[inputmode="decimal"]').first().fill('0.01')
  check((await quoteAnswer).status() === 200, `the quote answered ${(await quoteAnswer).status()}`)
  const bridge = page.getByTestId('swap-button')
  await page.getByText(/^bridge$/i).waitFor()
  const shown = await page.locator('input[inputmode="decimal"]').nth(1).inputValue()
  const last = quotes.at(-1)
  check(last, 'no quote was captured')
  check(
    last.body.user?.toLowerCase() === account.toLowerCase() &&
      last.body.recipient?.toLowerCase() === account.toLowerCase() &&
      last.body.originChainId === 8453 &&
      last.body.destinationChainId === 10 &&
      last.body.amount === '10000000000000000',
    `the widget asked ${JSON.stringify(last.body)}`,
  )
  check(
    formatEther(BigInt(last.quote.details.currencyOut.amount)).startsWith(shown.replace(/\.?0+$/, '')),
    `the widget shows ${shown} ETH, the quote says ${formatEther(BigInt(last.quote.details.currencyOut.amount))}`,
  )

  // Bridge executes to success through the mock wallet; the recipient's OP balance rises by the quoted output.
  const before = await op.getBalance({ address: account })
  await bridge.click()
  await page.getByText('Transaction Completed').waitFor({ timeout: 60_000 })
  const success = await page.waitForFunction(() => window.__swapSuccess, undefined, { timeout: 10_000 })
  const requestId = (await success.jsonValue()).steps?.[0]?.requestId
  const executed = quotes.find((q) => q.quote.steps?.[0]?.requestId === requestId)
  check(executed, `onSwapSuccess names request ${requestId}, which no quote the widget received carries`)
  const out = BigInt(executed.quote.details.currencyOut.amount)
  let after = before
  for (let i = 0; i < 100 && after - before !== out; i++) {
    after = await op.getBalance({ address: account })
    if (after - before !== out) await new Promise((r) => setTimeout(r, 100)) // the fill is being mined
  }
  check(after - before === out, `the recipient received ${after - before} wei on OP, the quote said ${out}`)
  // The success screen shows what arrived (the widget rounds to 6 decimals).
  const receivedText = `${Number(formatEther(out))
    .toFixed(6)
    .replace(/\.?0+$/, '')} ETH`
  await page
    .getByText(receivedText, { exact: true })
    .waitFor({ timeout: 5_000 })
    .catch(() => {
      throw new Error(`the success screen does not show "${receivedText}" received`)
    })
  mkdirSync(dirname(screenshot), { recursive: true })
  await page.screenshot({ path: screenshot })

  // No answer of the simulator failed, except the documented /requests/v2 sunset.
  const failed = answers.filter((a) => a.status >= 400 && !(a.status === 410 && a.path === '/requests/v2'))
  check(
    failed.length === 0,
    `the simulator answered ${failed.map((a) => `${a.status} ${a.method} ${a.url}`).join(', ')}`,
  )
  check(pageErrors.length === 0, `the page threw: ${pageErrors.join('; ')}`)
  const seen = (path) => answers.some((a) => a.path === path && a.status === 200)
  for (const path of ['/chains', '/currencies/v2', '/currencies/trending', '/icons/square/chains/base.svg'])
    check(seen(path), `the widget never loaded ${path}`)
  await finish(
    true,
    `quoted and received ${formatEther(out)} ETH on OP (on chain); ${answers.length} answers of the simulator, ` +
      `${answers.filter((a) => a.status === 410).length} of them the /requests/v2 sunset (410); screenshot ${screenshot}`,
  )
} catch (error) {
  await finish(false, error?.stack ?? String(error))
}
