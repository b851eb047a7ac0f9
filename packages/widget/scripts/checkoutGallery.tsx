// The CheckoutPanel live, for screenshots (`npx tsx packages/widget/scripts/galleryScreenshots.ts checkoutGallery.tsx out.png 1500`):
// each scene has its own simulator running in the page (the browser entry, virtual chains, realtime clock) and wagmi's
// mock wallet on its virtual chains (or none); the page's fetch sends the simulator's origin to it. Not part of the package.
import { CrosspayProvider, createClient } from '@crosspay/core'
import { addresses, createSimulator } from '@crosspay/simulator'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { connect } from '@wagmi/core'
import { type ReactNode, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
// From its file, not @crosspay/test's entry: that entry also re-exports Node-only helpers a browser bundle cannot take.
import { createTestWagmiConfig } from '../../test/src/createTestWagmiConfig'
import { CheckoutPanel } from '../src/CheckoutPanel/CheckoutPanel'
import '../src/styles/crosspay.css'

const realFetch = window.fetch.bind(window)
const sims = new Map<string, ReturnType<typeof createSimulator>>()
window.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input))
  const sim = sims.get(url.origin)
  return sim ? sim.fetch(input, init) : realFetch(input, init)
}

type Scene = {
  title: string
  theme: 'light' | 'dark'
  width: number
  wallet: boolean
  amount?: string
  /** Click the pay button once ready; then land the deposit (`deposit`), a short one (`short`), or nothing. */
  pay?: 'wallet' | 'address' | 'deposit' | 'short'
}

const accounts = [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
] as const
const merchant = '0x00000000000000000000000000000000000c0ffe'
const memos = new Map<number, unknown>()
const memo = <T,>(key: number, make: () => T): T => {
  if (!memos.has(key)) memos.set(key, make())
  return memos.get(key) as T
}

function live(index: number) {
  const origin = `https://sim${index}.crosspay.test`
  const sim = createSimulator({
    clock: 'realtime',
    seed: index + 1,
    baseUrl: origin,
    timing: { indexMs: 300, submitMs: 200, confirmMs: 300 },
  })
  sims.set(origin, sim)
  const { config } = createTestWagmiConfig({
    rpcUrls: { 8453: `${origin}/__sim/rpc/8453`, 10: `${origin}/__sim/rpc/10` },
    accounts: [accounts[index % accounts.length]!],
  })
  const client = createClient({ baseUrl: origin, apiKey: 'demo-key', onWarning: () => {} })
  return { sim, origin, config, client, queryClient: new QueryClient() }
}

function Scene({ scene, index }: { scene: Scene; index: number }) {
  const { sim, origin, config, client, queryClient } = memo(index, () => live(index))
  useEffect(() => {
    if (scene.wallet) void connect(config, { connector: config.connectors[0]! })
    const root = document.querySelector(`[data-scene="${index}"]`)!
    let clicked = false
    const timer = setInterval(() => {
      const ready = root.querySelector<HTMLButtonElement>('.cp-checkout__form button[data-status="ready"]')
      if (scene.pay && ready && !clicked) {
        clicked = true
        ready.click()
      }
      const address = root.querySelector('[data-testid="deposit-address"]')
      if (address && (scene.pay === 'deposit' || scene.pay === 'short')) {
        clearInterval(timer)
        const requestId = [...sim.ctx.store.values()].at(-1)!.id
        const amountIn = BigInt(sim.ctx.store.get(requestId)!.amountIn)
        const amount = scene.pay === 'short' ? amountIn - 1_000_000n : amountIn
        void sim.fetch(`${origin}/__sim/deposit`, {
          method: 'POST',
          body: JSON.stringify({ requestId, amount: amount.toString() }),
        })
      }
    }, 100)
    return () => clearInterval(timer)
  }, [config, index, scene, sim, origin])
  return (
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <CrosspayProvider client={client}>
          <CheckoutPanel
            theme={scene.theme}
            locale="en-US"
            recipient={merchant}
            chainId={10}
            currency={addresses.stablecoin}
            amount={scene.amount ?? '25000000'}
            merchantName="Atelier Nord"
            reference={`order-10${40 + index}`}
            onConnectWallet={() => {}}
          />
        </CrosspayProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

const scenes: Scene[] = [
  { title: 'Choose where to pay from', theme: 'light', width: 400, wallet: true },
  { title: 'By deposit address, no wallet (dark)', theme: 'dark', width: 400, wallet: false, pay: 'address' },
  { title: 'Paid: the receipt (320 px)', theme: 'light', width: 320, wallet: true, pay: 'wallet' },
  { title: 'Underpaid: refunded (320 px, dark)', theme: 'dark', width: 320, wallet: false, pay: 'short' },
  { title: 'No wallet: the deposit form', theme: 'light', width: 400, wallet: false },
  {
    title: 'Insufficient everywhere (dark)',
    theme: 'dark',
    width: 400,
    wallet: true,
    amount: '900000000000000',
  },
]

function Frame({ children, title, width }: { children: ReactNode; title: string; width: number }) {
  return (
    <figure style={{ margin: 0, width }}>
      <figcaption style={{ font: '600 13px system-ui', color: '#fff', marginBottom: 6 }}>{title}</figcaption>
      {children}
    </figure>
  )
}

createRoot(document.getElementById('root')!).render(
  <div
    style={{
      display: 'flex',
      flexWrap: 'wrap',
      gap: 24,
      padding: 24,
      background: '#6b7280',
      alignItems: 'flex-start',
    }}
  >
    {scenes.map((scene, i) => (
      <Frame key={scene.title} title={scene.title} width={scene.width}>
        <div data-scene={i}>
          <Scene scene={scene} index={i} />
        </div>
      </Frame>
    ))}
  </div>,
)
