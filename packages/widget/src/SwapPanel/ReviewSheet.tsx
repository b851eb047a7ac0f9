'use client'
import type { Chain, Quote } from '@crosspay/core'
import type { GaslessPlan } from '@crosspay/core/execution'
import type { SponsorshipDescription } from '@crosspay/core/sponsorship'
import { type ReactNode, useContext, useEffect, useId, useRef } from 'react'
import { Address } from '../parts/Address/Address'
import { Amount } from '../parts/Amount/Amount'
import { listFees } from '../parts/FeeBreakdown/listFees'
import { summariseFees } from '../parts/FeeBreakdown/summariseFees'
import { formatDuration } from '../parts/format/formatDuration'
import { formatTokenAmount } from '../parts/format/formatTokenAmount'
import { formatUsd } from '../parts/format/formatUsd'
import { minimumReceived } from '../parts/QuoteSummary/minimumReceived'
import { sponsorshipState } from '../parts/SponsorshipNotice/sponsorshipState'
import { TokenChainIcon } from '../parts/TokenChainIcon/TokenChainIcon'
import { WidgetContext } from '../root/WidgetContext'
import { listWalletPrompts } from './listWalletPrompts'

/** Props of {@link ReviewSheet}. */
export type ReviewSheetProps = {
  quote: Quote
  originChain: Chain | undefined
  destinationChain: Chain | undefined
  /** The recipient typed in the form; empty means the connected wallet. */
  recipient: string
  /** The connected account. */
  account: string | undefined
  sponsorship: SponsorshipDescription | undefined
  sponsorName: string | undefined
  /** Whether the account pays without gas (`useGaslessPlan`); undefined when the panel has no `gasless` option. */
  gasless?: GaslessPlan | undefined
  /** The integrator's server sponsors the gasless path's gas (its app balance pays the relayer). */
  gasSponsored?: boolean | undefined
  /** The quote shown was made for the form as it is now: Confirm may send it. */
  current: boolean
  onBack(): void
  onConfirm(): void
}

/**
 * The step between the main button and the wallet: what leaves the wallet and on which chain, what arrives where
 * (and at least how much), the fees the user pays and what a sponsor pays (once), the time, the recipient, and the
 * wallet prompts to expect in order ("1. Approve USDC", "2. Deposit"); then Confirm (disabled while a newer quote
 * is on its way) or Back. A labelled region whose heading takes focus when it opens; Escape goes back.
 */
export function ReviewSheet(props: ReviewSheetProps) {
  const { quote, originChain, destinationChain } = props
  const { messages, locale } = useContext(WidgetContext)
  const m = messages.review
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const details = quote.details
  const currencyIn = details?.currencyIn
  const currencyOut = details?.currencyOut
  const minimum = minimumReceived(quote)
  const state = props.sponsorship ? sponsorshipState(props.sponsorship) : 'none'
  const confirmed = state === 'full' || state === 'partial' ? props.sponsorship : undefined
  const sums = summariseFees(listFees(quote, confirmed).rows)
  const gasless = props.gasless?.kind === 'gasless' ? props.gasless : undefined
  const prompts = gasless
    ? [...(gasless.upgrade ? [{ kind: 'upgrade' as const }] : []), { kind: 'signPayment' as const }]
    : listWalletPrompts(quote)
  const symbolIn = currencyIn?.currency.symbol ?? ''
  const side = (
    label: string,
    chain: Chain | undefined,
    amount: NonNullable<typeof currencyIn>,
    extra?: ReactNode,
  ) => (
    <div className="cp-review__side">
      <dt className="cp-label">{label}</dt>
      <dd className="cp-review__amount">
        <TokenChainIcon
          symbol={amount.currency.symbol}
          logoURI={(amount.currency as { metadata?: { logoURI?: string } }).metadata?.logoURI}
          chain={chain}
          size={32}
        />
        <span className="cp-review__figures">
          <span className="cp-review__value">
            <Amount
              value={amount.amount}
              decimals={amount.currency.decimals}
              symbol={amount.currency.symbol}
            />
          </span>
          <span className="cp-muted">
            {chain && m.onChain(chain.displayName)}
            {amount.amountUsd !== undefined && ` · ${formatUsd(amount.amountUsd, locale)}`}
          </span>
          {extra}
        </span>
      </dd>
    </div>
  )
  return (
    <section
      className="cp-review"
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') props.onBack()
      }}
    >
      <div className="cp-review__header">
        <button type="button" className="cp-icon-button" aria-label={m.back} onClick={props.onBack}>
          <span className="cp-mirror" aria-hidden="true">
            ←
          </span>
        </button>
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="cp-panel__title">
          {m.title}
        </h2>
      </div>
      <dl className="cp-review__sides">
        {currencyIn && side(m.youPay, originChain, currencyIn)}
        {currencyOut &&
          side(
            m.youReceive,
            destinationChain,
            currencyOut,
            minimum !== undefined && minimum !== BigInt(currencyOut.amount) ? (
              <span className="cp-muted" data-testid="review-minimum">
                {m.atLeast(
                  formatTokenAmount(
                    minimum,
                    currencyOut.currency.decimals,
                    currencyOut.currency.symbol,
                    locale,
                    6,
                  ),
                )}
              </span>
            ) : undefined,
          )}
      </dl>
      <dl className="cp-rows">
        <div className="cp-row" data-row="fees">
          <dt>{m.fees}</dt>
          <dd>
            {sums.userPaysUsd !== undefined ? formatUsd(sums.userPaysUsd, locale) : '—'}
            {sums.sponsoredUsd && (
              <span className="cp-fee__tag">
                {m.sponsored(
                  props.sponsorName ?? messages.sponsorship.defaultSponsor,
                  formatUsd(sums.sponsoredUsd, locale),
                )}
              </span>
            )}
          </dd>
        </div>
        {gasless && (
          <div className="cp-row" data-row="gas">
            <dt>{m.gas}</dt>
            <dd data-gasless={props.gasSponsored ? 'sponsored' : 'token'}>
              {props.gasSponsored
                ? m.gasSponsored(props.sponsorName ?? messages.sponsorship.defaultSponsor)
                : m.gasFromToken(symbolIn)}
            </dd>
          </div>
        )}
        {details?.timeEstimate !== undefined && (
          <div className="cp-row">
            <dt>{m.time}</dt>
            <dd>{formatDuration(details.timeEstimate, messages)}</dd>
          </div>
        )}
        <div className="cp-row" data-row="recipient">
          <dt>{m.recipient}</dt>
          <dd>
            {props.recipient.trim() ? (
              <Address value={props.recipient.trim()} copy={false} />
            ) : (
              <>
                {m.yourWallet}
                {props.account && (
                  <>
                    {' '}
                    <Address value={props.account} copy={false} />
                  </>
                )}
              </>
            )}
          </dd>
        </div>
      </dl>
      {props.gasless?.kind === 'delegated-elsewhere' && (
        <p className="cp-warning" role="note" data-warning="delegated-elsewhere">
          {m.delegatedElsewhere(props.gasless.delegate)}
        </p>
      )}
      {prompts.length > 0 && (
        <div className="cp-review__prompts">
          <p className="cp-label" id={`${id}-prompts`}>
            {m.prompts}
          </p>
          <ol aria-labelledby={`${id}-prompts`}>
            {prompts.map((prompt, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the prompts keep their order
              <li key={i} data-prompt={prompt.kind}>
                {prompt.kind === 'approve' ? m.prompt.approve(symbolIn) : m.prompt[prompt.kind]}
                {prompt.kind === 'upgrade' && (
                  <span className="cp-muted cp-review__explain">{m.upgradeExplained}</span>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
      <button
        type="button"
        className="cp-button cp-button--primary cp-button--block"
        data-action="confirm"
        disabled={!props.current}
        onClick={props.onConfirm}
      >
        {props.current ? m.confirm : m.updating}
      </button>
    </section>
  )
}
