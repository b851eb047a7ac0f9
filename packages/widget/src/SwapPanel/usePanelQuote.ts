'use client'
import { type QuoteParameters, useQuote } from '@crosspay/core'
import { describeSponsorship } from '@crosspay/core/sponsorship'
import { useContext, useEffect, useMemo } from 'react'
import { WidgetContext } from '../root/WidgetContext'
import { checkRecipient } from './checkRecipient'
import { quoteErrorText } from './quoteErrorText'
import { readAmountInput } from './readAmountInput'
import { readSlippage } from './readSlippage'
import type { SwapPanelProps } from './SwapPanelProps'
import type { SwapValue } from './SwapValue'
import type { PanelRoute } from './usePanelRoute'

/** Quotes are asked for this user until a wallet is connected, so prices show before connecting. */
export const quotePreviewUser = '0x000000000000000000000000000000000000dEaD'

/**
 * Reads the panel's fields (amount, recipient, slippage) and asks `useQuote` for the route once they are complete
 * and valid, with the host's app fees and sponsorship; holds the quote (`enabled: false`) while an execution runs.
 * Returns what the view shows: the readings, the quote, its error in words and the sponsorship description.
 */
export function usePanelQuote(
  value: SwapValue,
  route: PanelRoute,
  account: string | undefined,
  hold: boolean,
  props: Pick<SwapPanelProps, 'appFees' | 'sponsorship' | 'onQuote'>,
) {
  const { messages } = useContext(WidgetContext)
  const amountToken = value.tradeType === 'EXACT_INPUT' ? route.originToken : route.destinationToken
  const amount = readAmountInput(value.amount, amountToken?.decimals ?? 18)
  const recipient = checkRecipient(value.recipient, route.destinationChain)
  const slippage = readSlippage(value.slippage)
  const routeChosen = Boolean(route.originToken && route.destinationToken)
  const fieldsValid = recipient !== 'invalid' && slippage.kind !== 'invalid'
  const { appFees, sponsorship } = props
  const body = ((): Partial<QuoteParameters> | undefined => {
    if (!routeChosen || amount.kind !== 'amount' || amount.value === 0n || !fieldsValid) return undefined
    return {
      user: account ?? quotePreviewUser,
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
    }
  })()
  const bodyKey = JSON.stringify(body)
  const quote = useQuote({
    ...body,
    chains: route.chains.length ? route.chains : undefined,
    query: { enabled: Boolean(body) && !hold },
  })
  const data = body ? quote.data : undefined
  const onQuote = props.onQuote
  useEffect(() => {
    if (data) onQuote?.(data)
  }, [data, onQuote])
  const error = body && quote.error ? quoteErrorText(quote.error, messages) : undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: `bodyKey` stands for `body`
  const sponsorshipDescription = useMemo(
    () => (data && body ? describeSponsorship(body as QuoteParameters, data) : undefined),
    [data, bodyKey],
  )
  return {
    amount,
    recipient,
    slippage,
    routeChosen,
    fieldsValid,
    quote: data,
    /** The body the quote is asked with (complete once the fields are): what the user asked for. */
    body: body as QuoteParameters | undefined,
    quoteLoading: Boolean(body) && quote.isFetching && !data,
    refetch: quote.refetch,
    error,
    sponsorship: sponsorshipDescription,
  }
}
