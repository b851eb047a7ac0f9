import { type Quote, type QuoteParameters, useRequestStatus } from '@crosspay/core'
import { useExecuteQuote } from '@crosspay/core/execution'

// Inside WagmiProvider, QueryClientProvider and CrosspayProvider: the wallet is the host's wagmi connection.
// `parameters` is the body the quote was asked with (useQuote's `dataParameters`, equal to what the user asks for
// now): a quote that does not match it is refused.
export function Execute({ quote, parameters }: { quote: Quote; parameters: QuoteParameters }) {
  const { execute, progress, error, unfinished, elsewhere, resume } = useExecuteQuote()
  const status = useRequestStatus({ requestId: progress?.requestId }) // shares the executor's poll
  if (elsewhere[0]) return <p>A transfer is in progress in another tab</p>
  if (unfinished[0])
    return (
      <button type="button" onClick={() => resume(unfinished[0]!.requestId)}>
        Resume
      </button>
    )
  const steps = progress?.steps.map((s) => `${s.id}: ${s.items.map((i) => i.state).join()}`).join(' · ')
  return (
    <div>
      <button type="button" onClick={() => execute(quote, parameters)}>
        Bridge
      </button>
      <p>{error ? `${error.shortMessage} (${error.funds})` : (steps ?? status.data?.status)}</p>
    </div>
  )
}
