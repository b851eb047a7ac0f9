'use client'
import type { Chain, RequestsStatusFilter } from '@crosspay/core'
import { useContext, useId } from 'react'
import { clipText } from '../parts/format/clipText'
import { WidgetContext } from '../root/WidgetContext'
import { parseLocalDay } from './parseLocalDay'
import type { RequestHistoryFilters } from './RequestHistoryFilters'

/** Props of {@link HistoryFilters}. */
export type HistoryFiltersProps = {
  /** The current filters. */
  value: RequestHistoryFilters
  /** Called with the whole new filters on each change. */
  onChange: (next: RequestHistoryFilters) => void
  /** The chains to offer (from `useChains`). */
  chains: Chain[]
  /** The range's start is after its end: said under the dates. */
  badRange?: boolean | undefined
}

const statuses: RequestsStatusFilter[] = ['success', 'pending', 'depositing', 'refund', 'failure']

/** The token symbols the chains feature (their native currency and featured tokens), each once, sorted. */
const symbolsOf = (chains: Chain[]) =>
  [
    ...new Set(
      chains.flatMap((c) => [
        ...(c.currency ? [c.currency.symbol] : []),
        ...(c.featuredTokens ?? []).map((t) => t.symbol),
      ]),
    ),
  ].sort()

/**
 * The history's filter controls, each labelled: status, origin and destination chain, token, and a range of days
 * (native date inputs; the chosen range is also written out with `Intl` in the widget's locale). Clearing puts
 * every filter back.
 */
export function HistoryFilters({ value, onChange, chains, badRange }: HistoryFiltersProps) {
  const { messages, locale } = useContext(WidgetContext)
  const m = messages.history
  const id = useId()
  const set = (patch: Partial<RequestHistoryFilters>) => onChange({ ...value, ...patch })
  const chainId = (v: string) => (v === '' ? undefined : Number(v))
  const symbols = symbolsOf(chains)
  if (value.currency && !symbols.includes(value.currency)) symbols.push(value.currency)
  const start = parseLocalDay(value.fromDate)
  const end = parseLocalDay(value.toDate)
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
  const range =
    start && end && !badRange
      ? m.range(day.formatRange(start, end))
      : start
        ? m.since(day.format(start))
        : end
          ? m.until(day.format(end))
          : undefined
  const active = Object.values(value).some((v) => v !== undefined && v !== '')
  const chainOptions = chains.map((c) => (
    <option key={c.id} value={c.id}>
      {clipText(c.displayName, 40)}
    </option>
  ))
  return (
    <fieldset className="cp-history-filters">
      <legend className="cp-visually-hidden">{m.filters}</legend>
      <div className="cp-history-filters__field">
        <label className="cp-label" htmlFor={`${id}-status`}>
          {m.status}
        </label>
        <select
          id={`${id}-status`}
          className="cp-select"
          value={value.status ?? ''}
          onChange={(e) => set({ status: (e.target.value || undefined) as RequestsStatusFilter | undefined })}
        >
          <option value="">{m.anyStatus}</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {messages.status.labels[s] ?? s}
            </option>
          ))}
        </select>
      </div>
      <div className="cp-history-filters__field">
        <label className="cp-label" htmlFor={`${id}-currency`}>
          {m.currency}
        </label>
        <select
          id={`${id}-currency`}
          className="cp-select"
          value={value.currency ?? ''}
          onChange={(e) => set({ currency: e.target.value || undefined })}
        >
          <option value="">{m.anyCurrency}</option>
          {symbols.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <div className="cp-history-filters__field">
        <label className="cp-label" htmlFor={`${id}-origin`}>
          {m.origin}
        </label>
        <select
          id={`${id}-origin`}
          className="cp-select"
          value={value.originChainId ?? ''}
          onChange={(e) => set({ originChainId: chainId(e.target.value) })}
        >
          <option value="">{m.anyChain}</option>
          {chainOptions}
        </select>
      </div>
      <div className="cp-history-filters__field">
        <label className="cp-label" htmlFor={`${id}-destination`}>
          {m.destination}
        </label>
        <select
          id={`${id}-destination`}
          className="cp-select"
          value={value.destinationChainId ?? ''}
          onChange={(e) => set({ destinationChainId: chainId(e.target.value) })}
        >
          <option value="">{m.anyChain}</option>
          {chainOptions}
        </select>
      </div>
      <div className="cp-history-filters__field">
        <label className="cp-label" htmlFor={`${id}-from`}>
          {m.from}
        </label>
        <input
          id={`${id}-from`}
          className="cp-select"
          type="date"
          value={value.fromDate ?? ''}
          max={value.toDate || undefined}
          aria-invalid={badRange || undefined}
          aria-describedby={`${id}-range`}
          onChange={(e) => set({ fromDate: e.target.value || undefined })}
        />
      </div>
      <div className="cp-history-filters__field">
        <label className="cp-label" htmlFor={`${id}-to`}>
          {m.to}
        </label>
        <input
          id={`${id}-to`}
          className="cp-select"
          type="date"
          value={value.toDate ?? ''}
          min={value.fromDate || undefined}
          aria-invalid={badRange || undefined}
          aria-describedby={`${id}-range`}
          onChange={(e) => set({ toDate: e.target.value || undefined })}
        />
      </div>
      <div className="cp-history-filters__footer" hidden={!badRange && !range && !active}>
        <p id={`${id}-range`} className={badRange ? 'cp-field-error' : 'cp-history-filters__range'}>
          {badRange ? m.badRange : range}
        </p>
        {active && (
          <button
            type="button"
            className="cp-button cp-button--ghost cp-button--small"
            onClick={() => onChange({})}
          >
            {m.clear}
          </button>
        )}
      </div>
    </fieldset>
  )
}
