'use client'
import type { Chain } from '@crosspay/core'
import type { ExecutionProgress } from '@crosspay/core/execution'
import { useContext } from 'react'
import { WidgetContext } from '../../root/WidgetContext'
import { ExplorerLink } from '../ExplorerLink/ExplorerLink'
import { type TimelineState, timelineStates } from './timelineStates'

/** Props of {@link ProgressTimeline}. */
export type ProgressTimelineProps = {
  progress: ExecutionProgress
  /** The origin chain's record (its name on the first node). */
  originChain?: Chain | undefined
  /** The destination chain's record (its name on the last node, the fill's explorer link). */
  destinationChain?: Chain | undefined
}

/**
 * The execution as a small timeline, origin → service → destination: the origin chain's node holds the wallet's
 * steps (approve, deposit) with their states and transaction links, the service's node the request's status, the
 * destination chain's node the fill transaction as soon as the service reports it. Each node carries its state as
 * `data-state` (`waiting`, `active`, `done`, `failed`) and says it to screen readers.
 */
export function ProgressTimeline({ progress, originChain, destinationChain }: ProgressTimelineProps) {
  const { messages } = useContext(WidgetContext)
  const m = messages.progress
  const t = m.timeline
  const states = timelineStates(progress)
  const request = progress.request
  const fills = request?.status === 'success' || request?.status === 'submitted' ? request.txHashes : []
  const stateText = (state: TimelineState) => <span className="cp-visually-hidden"> ({t.state[state]})</span>
  return (
    <ol className="cp-timeline" aria-label={t.label}>
      <li className="cp-timeline__node" data-node="origin" data-state={states.origin}>
        <span className="cp-timeline__marker" aria-hidden="true" />
        <div className="cp-timeline__body">
          <p className="cp-timeline__title">
            {originChain?.displayName ?? t.origin}
            <span className="cp-muted"> · {t.wallet}</span>
            {stateText(states.origin)}
          </p>
          {progress.steps.length > 0 && (
            <ol className="cp-steps">
              {progress.steps.map((step, s) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a quote's steps keep their order; ids may repeat
                <li key={`${step.id}-${s}`} className="cp-step" data-step={step.id}>
                  <span className="cp-step__title">
                    {m.step[step.id] ?? step.description ?? m.step.other}
                  </span>
                  {step.items.map((item, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a step's items keep their order
                    <span key={`${s}-${i}`} className="cp-step__item" data-state={item.state}>
                      <span className="cp-step__dot" aria-hidden="true" />
                      {m.item[item.state] ?? item.state}
                      {item.txHash && item.explorerUrl && (
                        <a
                          className="cp-link"
                          href={item.explorerUrl}
                          target="_blank"
                          rel="noreferrer noopener"
                        >
                          {m.viewTransaction}
                        </a>
                      )}
                    </span>
                  ))}
                </li>
              ))}
            </ol>
          )}
        </div>
      </li>
      <li className="cp-timeline__node" data-node="service" data-state={states.service}>
        <span className="cp-timeline__marker" aria-hidden="true" />
        <div className="cp-timeline__body">
          <p className="cp-timeline__title">
            {t.service}
            {stateText(states.service)}
          </p>
          <p className="cp-timeline__note">
            {request?.status ? (m.request[request.status] ?? request.status) : t.serviceWaiting}
          </p>
        </div>
      </li>
      <li className="cp-timeline__node" data-node="destination" data-state={states.destination}>
        <span className="cp-timeline__marker" aria-hidden="true" />
        <div className="cp-timeline__body">
          <p className="cp-timeline__title">
            {destinationChain?.displayName ?? t.destination}
            <span className="cp-muted"> · {t.recipient}</span>
            {stateText(states.destination)}
          </p>
          {fills.length > 0 ? (
            <ol className="cp-steps">
              <li className="cp-step" data-step="fill">
                <span className="cp-step__title">{m.fillTransaction}</span>
                {fills.map((hash) => (
                  <span key={hash} className="cp-step__item" data-state="complete">
                    <span className="cp-step__dot" aria-hidden="true" />
                    <ExplorerLink hash={hash} chain={destinationChain} />
                  </span>
                ))}
              </li>
            </ol>
          ) : (
            <p className="cp-timeline__note">{t.fillWaiting}</p>
          )}
        </div>
      </li>
    </ol>
  )
}
