// A page of the widget's parts in light and dark, at a narrow and a wide width, for screenshots
// (`node packages/widget/scripts/screenshot.mjs`): not part of the package.
import { describeSponsorship } from '@crosspay/core/sponsorship'
import { createRoot } from 'react-dom/client'
import { Amount } from '../src/parts/Amount/Amount'
import { AmountInput } from '../src/parts/AmountInput/AmountInput'
import { SponsorshipNotice } from '../src/parts/SponsorshipNotice/SponsorshipNotice'
import { TokenIcon } from '../src/parts/TokenIcon/TokenIcon'
import { WidgetRoot } from '../src/root/WidgetRoot'
import '../src/styles/crosspay.css'

const tokens = [
  {
    symbol: 'USDC',
    logoURI:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGNQLz1FEmIY1TCqYfhqAACwHWYQfpOADAAAAABJRU5ErkJggg==',
  },
  { symbol: 'LONGSYMBOLTOKEN', logoURI: undefined },
  { symbol: '<img src=x onerror=alert(1)>', logoURI: 'javascript:alert(1)' },
  { symbol: '🚀ROCKET', logoURI: 'http://insecure.example/logo.png' },
]

const body = {
  user: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  originChainId: 8453,
  destinationChainId: 10,
}
const fee = (usd: string) => ({ amount: String(Math.round(Number(usd) * 1e6)), amountUsd: usd })
const quote = (subsidized?: string) => ({
  fees: {
    gas: fee('0.5'),
    relayerGas: fee('2'),
    relayerService: fee('1'),
    ...(subsidized ? { subsidized: fee(subsidized) } : {}),
  },
})
const sponsorships = [
  { name: 'full', description: describeSponsorship({ ...body, subsidizeFees: true }, quote('3')) },
  {
    name: 'capped',
    description: describeSponsorship(
      { ...body, subsidizeFees: true, maxSubsidizationAmount: '2500000' },
      quote('2.5'),
    ),
  },
  { name: 'unconfirmed', description: describeSponsorship({ ...body, subsidizeFees: true }, quote()) },
]

function Panel({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <WidgetRoot theme={theme} locale="en-US">
      <div style={{ padding: 16, display: 'grid', gap: 16 }}>
        <AmountInput decimals={6} defaultValue="1,000.5" max={2_500_000n} formatMax={() => '2.5'} />
        <AmountInput decimals={2} defaultValue="1.234" />
        {sponsorships.map(({ name, description }) => (
          <SponsorshipNotice key={name} description={description} sponsorName="Acme Wallet" />
        ))}
        {tokens.map((t) => (
          <div key={t.symbol} style={{ display: 'flex', gap: 8, alignItems: 'center', minWidth: 0 }}>
            <TokenIcon symbol={t.symbol} logoURI={t.logoURI} size={28} />
            <span
              style={{
                flex: 1,
                minWidth: 0,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {t.symbol}
            </span>
            <span style={{ flex: 'none' }}>
              <Amount value={1_234_567_891_234_567_891n} decimals={18} symbol="ETH" />
            </span>
          </div>
        ))}
      </div>
    </WidgetRoot>
  )
}

createRoot(document.getElementById('root')!).render(
  <div style={{ display: 'flex', gap: 24, padding: 24, background: '#888', alignItems: 'flex-start' }}>
    <div style={{ width: 320 }}>
      <Panel theme="light" />
    </div>
    <div style={{ width: 320 }}>
      <Panel theme="dark" />
    </div>
    <div style={{ width: 480 }}>
      <Panel theme="light" />
    </div>
  </div>,
)
