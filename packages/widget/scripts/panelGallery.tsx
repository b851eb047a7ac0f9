// The SwapPanel live, for screenshots (`npx tsx packages/widget/scripts/galleryScreenshots.ts panelGallery.tsx out.png 1400`):
// each panel has its own simulator running in the page (the browser entry, virtual chains, realtime clock) and wagmi's
// mock wallet on its virtual chains; the page's fetch sends the simulator's origin to it. Not part of the package.
import { CrosspayProvider, createClient } from '@crosspay/core'
import { addresses, createSimulator } from '@crosspay/simulator'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { connect } from '@wagmi/core'
import { type ReactNode, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
// The file, not the package entry: the entry also exports the Node-only simulator fixtures, which do not bundle for a page.
import { createTestWagmiConfig } from '../../test/src/createTestWagmiConfig'
import { SwapPanel } from '../src/SwapPanel/SwapPanel'
import type { SwapPanelProps } from '../src/SwapPanel/SwapPanelProps'
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
  props: SwapPanelProps
  /** Click the main button once the quote is ready; force this outcome. */
  execute?: 'success' | 'refund' | 'hold'
  /** Open the origin picker. */
  picker?: boolean
  /** Press the main button once the quote is ready and stay on the review. */
  review?: boolean
  /** Open the quote's details under the summary line. */
  details?: boolean
  /** The panel's locale. Defaults to en-US. */
  locale?: string
}

const accounts = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
] as const
// Executions are persisted per account in this page's localStorage: a fresh page shows no resume offer.
localStorage.clear()
const eth = addresses.native
const usdc = addresses.stablecoin
const route = (amount: string, currency = usdc) => ({
  originChainId: 8453,
  originCurrency: currency,
  destinationChainId: 10,
  destinationCurrency: currency,
  amount,
})

function Live({ scene, index }: { scene: Scene; index: number }) {
  const origin = `https://sim${index}.crosspay.test`
  if (!sims.has(origin)) {
    const slow = scene.execute === 'hold'
    sims.set(
      origin,
      createSimulator({
        clock: 'realtime',
        seed: index + 1, // request ids differ between scenes (the executor keys running executions by request id)
        baseUrl: origin,
        timing: slow
          ? { indexMs: 600_000, submitMs: 600_000, confirmMs: 600_000 }
          : { indexMs: 300, submitMs: 200, confirmMs: 300 },
      }),
    )
  }
  const { config } = createTestWagmiConfig({
    rpcUrls: { 8453: `${origin}/__sim/rpc/8453`, 10: `${origin}/__sim/rpc/10` },
    // Scenes share this page's execution store: each executing scene has its own account (#0, #2), the others quote
    // for #4 and #5. A transfer held mid-way would be offered for resume in every other scene: none is held here.
    accounts: [scene.execute ? accounts[index % 4]! : accounts[4 + (index % 2)]!],
  })
  const client = createClient({ baseUrl: origin, apiKey: 'demo-key', onWarning: () => {} })
  const queryClient = new QueryClient()
  return { config, client, queryClient }
}

function Scene({ scene, index }: { scene: Scene; index: number }) {
  const { config, client, queryClient } = memo(index, () => Live({ scene, index }))
  const sim = sims.get(`https://sim${index}.crosspay.test`)!
  // An unverified token of the destination chain (the simulator has no route to it).
  const unverified = sim.ctx.chain(10)?.currencies.find((c) => c.metadata?.verified === false)?.address
  const value = scene.props.defaultValue
  const defaultValue =
    value?.destinationCurrency === 'unverified' ? { ...value, destinationCurrency: unverified } : value
  useEffect(() => {
    void connect(config, { connector: config.connectors[0]! })
    const root = document.querySelector(`[data-scene="${index}"]`)!
    const timer = setInterval(() => {
      if (scene.picker) {
        const button = root.querySelector<HTMLButtonElement>('.cp-token-button')
        if (root.querySelector('.cp-picker__option')) clearInterval(timer)
        else if (button && !root.querySelector('.cp-picker')) button.click()
        return
      }
      if (scene.details) {
        const details = root.querySelector('details')
        if (details) {
          details.open = true
          clearInterval(timer)
        }
        return
      }
      const confirm = root.querySelector<HTMLButtonElement>('button[data-action="confirm"]:not(:disabled)')
      if (scene.execute && confirm) {
        clearInterval(timer)
        confirm.click()
        return
      }
      const ready = root.querySelector<HTMLButtonElement>('button[data-action="ready"]')
      if ((scene.execute || scene.review) && ready && !root.querySelector('.cp-review')) {
        if (scene.review) clearInterval(timer)
        ready.click()
      }
    }, 100)
    return () => clearInterval(timer)
  }, [config, index, scene])
  return (
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <CrosspayProvider client={client}>
          <SwapPanel
            theme={scene.theme}
            locale={scene.locale ?? 'en-US'}
            {...scene.props}
            defaultValue={defaultValue}
            onExecutionProgress={(progress) => {
              if (scene.execute === 'refund' && progress.steps[0]?.items[0]?.txHash && !forced.has(index)) {
                forced.add(index)
                void sims
                  .get(`https://sim${index}.crosspay.test`)!
                  .fetch(`https://sim${index}.crosspay.test/__sim/outcome`, {
                    method: 'POST',
                    body: JSON.stringify({
                      requestId: progress.requestId,
                      status: 'refund',
                      failReason: 'SLIPPAGE',
                    }),
                  })
              }
            }}
          />
        </CrosspayProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
const forced = new Set<number>()
const memos = new Map<number, unknown>()
const memo = <T,>(key: number, make: () => T): T => {
  if (!memos.has(key)) memos.set(key, make())
  return memos.get(key) as T
}

const scenes: Scene[] = [
  {
    title: 'Refunded',
    theme: 'light',
    width: 420,
    props: { defaultValue: route('0.01', eth) },
    execute: 'refund',
  },
  {
    title: 'No route (320 px, dark)',
    theme: 'dark',
    width: 320,
    props: { defaultValue: { ...route('1'), destinationCurrency: 'unverified' } },
  },
  {
    title: 'Success (dark)',
    theme: 'dark',
    width: 420,
    props: { defaultValue: route('0.01', eth) },
    execute: 'success',
  },
  { title: 'Quote, not sponsored', theme: 'light', width: 420, props: { defaultValue: route('25') } },
  {
    title: 'Details open, sponsored (360 px)',
    theme: 'light',
    width: 360,
    props: { defaultValue: route('25'), sponsorship: { subsidizeFees: true }, sponsorName: 'Acme' },
    details: true,
  },
  {
    title: 'Review before the wallet (dark)',
    theme: 'dark',
    width: 420,
    props: { defaultValue: route('25'), sponsorship: { subsidizeFees: true }, sponsorName: 'Acme' },
    review: true,
  },
  {
    title: 'Fully sponsored (dark)',
    theme: 'dark',
    width: 420,
    props: { defaultValue: route('25'), sponsorship: { subsidizeFees: true }, sponsorName: 'Acme' },
  },
  {
    title: 'Partly sponsored: cap hit',
    theme: 'light',
    width: 420,
    props: {
      defaultValue: route('25'),
      sponsorship: { subsidizeFees: true, maxSubsidizationAmount: '100000' },
    },
  },
  {
    title: 'Partly sponsored, de-DE (320 px, dark)',
    theme: 'dark',
    width: 320,
    locale: 'de-DE',
    props: {
      defaultValue: route('25'),
      sponsorship: { subsidizeFees: true, maxSubsidizationAmount: '100000' },
      sponsorName: 'Acme',
    },
  },
  { title: 'Picker (320 px)', theme: 'light', width: 320, props: { defaultValue: route('') }, picker: true },
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
        <div
          data-scene={i}
          data-expect={scene.execute === 'success' ? '.cp-progress[data-status="success"]' : undefined}
        >
          <Scene scene={scene} index={i} />
        </div>
      </Frame>
    ))}
  </div>,
)
