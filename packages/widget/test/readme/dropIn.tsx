import '@crosspay/widget/styles.css'
import { AppBalanceCard, RequestHistory, SwapPanel } from '@crosspay/widget'

// Inside your WagmiProvider, QueryClientProvider and <CrosspayProvider client={client}>:
export function Pay({ me, you, connect }: { me: `0x${string}`; you: `0x${string}`; connect: () => void }) {
  return (
    <>
      <SwapPanel
        defaultOriginChainId={8453}
        defaultDestinationChainId={10}
        appFees={[{ recipient: me, fee: '50' }]} // 0.5 %, credited to `me` when a request succeeds
        sponsorship={{ subsidizeFees: true }} // asked for: your proxy decides; only what the quote confirms shows
        sponsorName="Acme"
        onConnectWallet={connect}
        onSuccess={(progress) => console.log('done', progress.requestId)}
      />
      <RequestHistory user={you} />
      <AppBalanceCard wallet={me} />
    </>
  )
}
