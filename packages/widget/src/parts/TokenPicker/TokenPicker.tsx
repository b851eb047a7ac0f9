'use client'
import type { Chain } from '@crosspay/core'
import { type KeyboardEvent, useContext, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { Messages } from '../../messages/defaultMessages'
import { WidgetContext } from '../../root/WidgetContext'
import { ChainIcon } from '../ChainIcon/ChainIcon'
import { clipText } from '../format/clipText'
import { TokenIcon } from '../TokenIcon/TokenIcon'
import { useWalletBalances } from '../useWalletBalances/useWalletBalances'
import { listPickerChains } from './listPickerChains'
import { listPickerTokens, type PickerToken } from './listPickerTokens'
import { PickerBalance } from './PickerBalance'
import { PopularTokens } from './PopularTokens'
import type { TokenFilter } from './TokenFilter'
import { UnverifiedWarning } from './UnverifiedWarning'

/** Props of {@link TokenPicker}. */
export type TokenPickerProps = {
  /** `From` or `To`: which side is being chosen. */
  side: 'origin' | 'destination'
  chains: readonly Chain[]
  /** The chain shown first. */
  chainId: number | undefined
  /** The token currently chosen on that chain, marked selected. */
  currency: string | undefined
  filter?: TokenFilter | undefined
  /** Only this chain may be chosen (a locked chain). */
  lockedChainId?: number | undefined
  /** The connected EVM account, whose balances are shown on an EVM chain. */
  account?: string | undefined
  /** The connected Solana wallet's account (base58), whose balances are shown on a Solana chain (`vmType` `svm`). */
  svmAccount?: string | undefined
  /** The chain list failed to load (`GET /chains`): with no chain to show, the picker says the service could not be reached. */
  chainsFailed?: boolean | undefined
  onSelect(chainId: number, token: PickerToken): void
  onClose(): void
}

/**
 * Where a key moves the active option of `count`: Arrow keys by one; Home and End to the ends, on the listbox only
 * (in the search field they move the caret). `undefined` for any other key.
 */
function moveActive(key: string, active: number, count: number, listbox: boolean): number | undefined {
  if (key === 'ArrowDown') return Math.max(Math.min(active + 1, count - 1), 0)
  if (key === 'ArrowUp') return Math.max(active - 1, 0)
  if (listbox && key === 'Home') return 0
  if (listbox && key === 'End') return Math.max(count - 1, 0)
  return undefined
}

/**
 * Why the list is empty: no chain to show (the chain list failed, or is still loading), a search that matches
 * nothing, or a chain without tokens.
 */
function emptyNote(
  chain: Chain | undefined,
  chainsFailed: boolean | undefined,
  search: string,
  messages: Messages,
): string {
  if (!chain) return chainsFailed ? messages.recovery.noChains : messages.panel.loadingChains
  return search.trim() ? messages.panel.noTokens : messages.panel.noTokensOnChain
}

/** At most this many tokens are listed at once; a search narrows the rest. */
const shownLimit = 100

/**
 * Chooses a chain and a token, keyboard first, as Radix's dialog and listbox do: a labelled dialog whose search
 * field has focus; on the search field and the listbox (and only there) Arrow keys (and Home and End on the
 * listbox) move through the list (`aria-activedescendant`) and Enter chooses; Enter or Space on a chain button
 * chooses that chain (only) and moves focus to the search field; Escape closes from anywhere inside. Disabled chains are shown with the reason and cannot be
 * chosen; degraded chains are marked. The chain's popular tokens are chips above the search; verified tokens carry a
 * check mark, and an unverified one is chosen only after a warning (its address to check, "Choose anyway"). Balances of the wallet on the chosen chain are read in one multicall (on a Solana chain, the Solana wallet's over the chain's JSON-RPC), each with its USD value (`PickerBalance`).
 */
export function TokenPicker(props: TokenPickerProps) {
  const { side, chains, filter, lockedChainId, account, svmAccount, onSelect, onClose } = props
  const { messages } = useContext(WidgetContext)
  const m = messages.panel
  const id = useId()
  const pickerChains = listPickerChains(chains, filter, side).filter(
    (c) => lockedChainId === undefined || c.chain.id === lockedChainId,
  )
  const firstSelectable = pickerChains.find((c) => c.selectable)?.chain.id
  // The chain shown: the person's choice, else the current side's chain, else the first that can be chosen (chains
  // may still be loading when the picker opens).
  const [chosen, setChainId] = useState<number | undefined>(undefined)
  const chainId =
    chosen ??
    (pickerChains.some((c) => c.chain.id === props.chainId && c.selectable) ? props.chainId : firstSelectable)
  const chain = chains.find((c) => c.id === chainId)
  const [search, setSearch] = useState('')
  const [active, setActive] = useState(0)
  const all = useMemo(() => (chain ? listPickerTokens(chain, filter, search) : []), [chain, filter, search])
  const tokens = all.slice(0, shownLimit)
  // Each chain family's own account: an EVM address is never read on Solana, nor a Solana one on an EVM chain.
  const vm = chain?.vmType ?? 'evm'
  const { balances } = useWalletBalances(
    vm === 'svm' ? svmAccount : vm === 'evm' ? account : undefined,
    chain?.id,
    tokens.map((t) => t.address),
    vm === 'evm',
    vm === 'svm' ? chain?.httpRpcUrl : undefined,
  )
  const searchRef = useRef<HTMLInputElement>(null)
  useEffect(() => searchRef.current?.focus({ preventScroll: true }), [])

  // An unverified token is chosen only after its warning (UnverifiedWarning): "Choose anyway".
  const [warned, setWarned] = useState<PickerToken | undefined>(undefined)
  const choose = (token: PickerToken | undefined) => {
    if (!token || !chain) return
    if (token.verified) onSelect(chain.id, token)
    else setWarned(token)
  }
  // The list's keys, on the search field and the listbox only: a chain button keeps its own Enter and Space.
  const onListKeyDown = (event: KeyboardEvent) => {
    const listbox = event.currentTarget.getAttribute('role') === 'listbox'
    const next = moveActive(event.key, active, tokens.length, listbox)
    if (next !== undefined) {
      event.preventDefault()
      setActive(next)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      choose(tokens[active])
    }
  }
  // Escape dismisses the dialog from anywhere inside it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    event.stopPropagation()
    // Escape on the warning goes back to the list; elsewhere it closes the picker.
    if (warned) setWarned(undefined)
    else onClose()
  }
  const activeId = tokens[active] ? `${id}-opt-${active}` : undefined
  const listRef = useRef<HTMLDivElement>(null)
  // The active option is kept in view by scrolling the list only (never the host's page).
  useEffect(() => {
    const list = listRef.current
    const option = activeId ? document.getElementById(activeId) : null
    if (!list || !option) return
    const o = option.getBoundingClientRect()
    const l = list.getBoundingClientRect()
    if (o.top < l.top) list.scrollTop -= l.top - o.top
    else if (o.bottom > l.bottom) list.scrollTop += o.bottom - l.bottom
  }, [activeId])
  const stateNote = {
    disabled: m.chainDisabled,
    depositDisabled: m.chainDepositDisabled,
    degraded: m.chainDegraded,
  }
  const title = m.pickerTitle(side === 'origin' ? m.from : m.to)
  return (
    <section
      className="cp-picker"
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      onKeyDown={onKeyDown}
    >
      <header className="cp-picker__header">
        <h2 id={`${id}-title`} className="cp-picker__title">
          {title}
        </h2>
        <button type="button" className="cp-button cp-button--ghost" onClick={onClose}>
          {m.close}
        </button>
      </header>
      <fieldset className="cp-picker__chains">
        <legend className="cp-label">{m.chains}</legend>
        {pickerChains.map(({ chain: c, state, selectable }) => (
          <button
            key={c.id}
            type="button"
            className="cp-chip"
            title={c.displayName}
            data-state={state}
            aria-pressed={c.id === chainId}
            aria-disabled={!selectable}
            aria-describedby={state !== 'active' ? `${id}-chain-${c.id}` : undefined}
            onClick={() => {
              if (!selectable) return
              setChainId(c.id)
              setActive(0)
              // On to the chain's tokens: typing filters them, Enter picks.
              searchRef.current?.focus()
            }}
          >
            <span className="cp-chip__name">
              <ChainIcon chain={c} size={16} />
              {clipText(c.displayName, 40)}
            </span>
            {state !== 'active' && (
              <span id={`${id}-chain-${c.id}`} className="cp-chip__note">
                {stateNote[state]}
              </span>
            )}
          </button>
        ))}
      </fieldset>
      {warned && chain && (
        <UnverifiedWarning
          token={warned}
          onConfirm={() => onSelect(chain.id, warned)}
          onCancel={() => {
            setWarned(undefined)
            searchRef.current?.focus()
          }}
        />
      )}
      {!search.trim() && <PopularTokens tokens={all} onChoose={choose} />}
      <label htmlFor={`${id}-search`} className="cp-label">
        {m.tokens}
      </label>
      <input
        id={`${id}-search`}
        ref={searchRef}
        className="cp-input cp-input--small"
        type="search"
        autoComplete="off"
        placeholder={m.search}
        value={search}
        role="combobox"
        aria-expanded="true"
        aria-controls={`${id}-list`}
        aria-activedescendant={activeId}
        onKeyDown={onListKeyDown}
        onChange={(event) => {
          setSearch(event.target.value)
          setActive(0)
        }}
      />
      <div
        id={`${id}-list`}
        ref={listRef}
        className="cp-picker__list"
        role="listbox"
        aria-label={m.tokens}
        tabIndex={tokens.length ? 0 : -1}
        aria-activedescendant={activeId}
        onKeyDown={onListKeyDown}
      >
        {tokens.map((token, i) => {
          const balance = balances.get(token.address.toLowerCase())
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's keys drive the listbox (aria-activedescendant)
            <div
              key={token.address}
              id={`${id}-opt-${i}`}
              role="option"
              tabIndex={-1}
              className="cp-picker__option"
              aria-selected={i === active}
              data-current={
                token.address.toLowerCase() === props.currency?.toLowerCase() && chainId === props.chainId
              }
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(token)}
            >
              <TokenIcon symbol={token.symbol} logoURI={token.metadata?.logoURI} size={28} decorative />
              <span className="cp-picker__token">
                <span className="cp-picker__symbol" title={token.symbol}>
                  {clipText(token.symbol, 12)}
                </span>
                <span className="cp-picker__name" title={token.name ?? token.address}>
                  {clipText(token.name ?? token.address, 48)}
                </span>
              </span>
              {token.verified ? (
                <span className="cp-picker__verified" role="img" aria-label={m.verified} title={m.verified} />
              ) : (
                <span className="cp-badge cp-badge--warn">{m.unverified}</span>
              )}
              {balance !== undefined && balance > 0n && chain && (
                <PickerBalance
                  chainId={chain.id}
                  address={token.address}
                  balance={balance}
                  decimals={token.decimals}
                />
              )}
            </div>
          )
        })}
      </div>
      {tokens.length === 0 && (
        <p className="cp-muted" role={!chain && props.chainsFailed ? 'alert' : undefined}>
          {emptyNote(chain, props.chainsFailed, search, messages)}
        </p>
      )}
      {all.length > tokens.length && <p className="cp-muted">{m.moreTokens(all.length - tokens.length)}</p>}
    </section>
  )
}
