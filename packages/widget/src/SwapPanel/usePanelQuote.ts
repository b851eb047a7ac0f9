'use client'
import { isSameQuoteParameters, type QuoteParameters, useQuote } from '@crosspay/core'
import { describeSponsorship } from '@crosspay/core/sponsorship'
import { useContext, useEffect, useMemo, useRef } from 'react'
import { quoteErrorText } from '../parts/errors/quoteErrorText'
import { readAmountInput } from '../parts/format/readAmountInput'
import { WidgetContext } from '../root/WidgetContext'
import { checkRecipient } from './checkRecipient'
import { readSlippage } from './readSlippage'
import type { SwapPanelProps } from './SwapPanelProps'
import type { SwapValue } from './SwapValue'
import type { PanelRoute } from './usePanelRoute'

/** Quotes are asked for this user until a wallet is connected, so prices show before connecting. */
export const quotePreviewUser = '0x000000000000000000000000000000000000dEaD'
/** The same for a Solana origin: a base58 address no one holds the key of. */
const svmPreviewUser = '1nc1nerator11111111111111111111111111111111'

/**
 * Reads the panel's fields (amount, recipient, slippage) and asks `useQuote` for the route once they are complete
 * and valid, with the host's app fees and sponsorship; holds the quote (`enabled: false`) while an execution runs.
 * Returns what the view shows: the readings, the body asked for now (`parameters`), the quote, whether it was made
 * for that very body (`current`, from `useQuote`'s `dataParameters`) or a newer one is coming (`updating`), its
 * error in words, its recovery state (`isRetrying`, `nextAttemptAt`: a transient failure is tried again by itself)
 * and the sponsorship description. `onQuote` is read through a latest-value ref and fires once per
 * new quote.
 */
export function usePanelQuote(
  value: SwapValue,
  route: PanelRoute,
  account: string | undefined,
  hold: boolean,
  props: Pick<SwapPanelProps, 'appFees' | 'sponsorship' | 'onQuote' | 'depositFeePayer'>,
) {
  const { messages, locale } = useContext(WidgetContext)
  const amountToken = value.tradeType === 'EXACT_INPUT' ? route.originToken : route.destinationToken
  const amount = readAmountInput(value.amount, amountToken?.decimals ?? 18, locale)
  // The user's address is of the origin's chain family: it cannot receive on a destination of another family.
  const originVm = route.originChain?.vmType ?? 'evm'
  const recipientNeeded =
    Boolean(route.destinationChain) && (route.destinationChain?.vmType ?? 'evm') !== originVm
  const recipient = checkRecipient(value.recipient, route.destinationChain, recipientNeeded)
  const slippage = readSlippage(value.slippage, locale)
  const routeChosen = Boolean(route.originToken && route.destinationToken)
  const fieldsValid = recipient !== 'invalid' && recipient !== 'required' && slippage.kind !== 'invalid'
  const { appFees, sponsorship } = props
  const body = ((): Partial<QuoteParameters> | undefined => {
    if (!routeChosen || amount.kind !== 'amount' || amount.value === 0n || !fieldsValid) return undefined
    return {
      user: account ?? (originVm === 'svm' ? svmPreviewUser : quotePreviewUser),
      originChainId: value.originChainId,
      destinationChainId: value.destinationChainId,
      originCurrency: value.originCurrency,
      destinationCurrency: value.destinationCurrency,
      amount: amount.kind === 'amount' ? amount.value.toString() : '0',
      tradeType: value.tradeType,
      ...(value.recipient.trim() ? { recipient: value.recipient.trim() } : {}),
      ...(slippage.kind === 'bps' ? { slippageTolerance: String(slippage.bps) } : {}),
      ...(appFees?.length ? { appFees } : {}),
      ...(sponsorship?.subsidizeFees !== undefined ? { subsidizeFees: sponsorship.subsidizeFees } : {}),
      ...(sponsorship?.maxSubsidizationAmount
        ? { maxSubsidizationAmount: sponsorship.maxSubsidizationAmount }
        : {}),
      ...(sponsorship?.sponsoredFeeComponents
        ? { sponsoredFeeComponents: sponsorship.sponsoredFeeComponents }
        : {}),
      ...(sponsorship?.subsidizeRent !== undefined ? { subsidizeRent: sponsorship.subsidizeRent } : {}),
      ...(originVm === 'svm' && props.depositFeePayer
        ? { depositFeePayer: props.depositFeePayer.address }
        : {}),
    }
  })()
  const quote = useQuote({
    ...body,
    chains: route.chains.length ? route.chains : undefined,
    query: { enabled: Boolean(body) && !hold },
  })
  const data = body ? quote.data : undefined
  // The quote was made for exactly what the form holds now: the only quote the panel may act on.
  const current = data !== undefined && isSameQuoteParameters(body, quote.dataParameters)
  const onQuote = useRef(props.onQuote)
  onQuote.current = props.onQuote
  useEffect(() => {
    if (data) onQuote.current?.(data)
  }, [data])
  const error = body && quote.error ? quoteErrorText(quote.error, messages) : undefined
  // What the sponsorship of the quote shown is, for the body it was made for.
  const made = quote.dataParameters
  const madeKey = JSON.stringify(made)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `madeKey` stands for `made`
  const sponsorshipDescription = useMemo(
    () => (data && made ? describeSponsorship(made, data) : undefined),
    [data, madeKey],
  )
  return {
    amount,
    recipient,
    /** The wallet's address cannot receive on the destination (another chain family): a recipient must be typed. */
    recipientNeeded,
    slippage,
    routeChosen,
    fieldsValid,
    parameters: body as QuoteParameters | undefined,
    quote: data,
    current,
    updating: data !== undefined && !current,
    quoteLoading: Boolean(body) && quote.isFetching && !data,
    refetch: quote.refetch,
    error,
    isRetrying: Boolean(body) && quote.isRetrying,
    nextAttemptAt: quote.nextAttemptAt,
    sponsorship: sponsorshipDescription,
  }
}
