'use client'
import type { Chain } from '@crosspay/core'
import { useContext } from 'react'
import { WidgetContext } from '../root/WidgetContext'
import { clipText } from './clipText'

/** Props of {@link ChainBadge}. */
export type ChainBadgeProps = {
  /** The chain id. */
  chainId: number
  /** Its chain record, when known (`displayName`); without it the badge says "Chain <id>". */
  chain?: Chain | undefined
}

/**
 * A chain's name with a small dot whose hue comes from the chain id (the same chain always looks the same), on one
 * line, cut with an ellipsis when space is short and past 40 characters in any case (the whole name stays in
 * `title`). Names are text, never markup.
 */
export function ChainBadge({ chainId, chain }: ChainBadgeProps) {
  const { messages } = useContext(WidgetContext)
  const name = chain?.displayName ?? messages.address.unknownChain(chainId)
  const hue = (Math.imul(chainId, 2654435761) >>> 0) % 360
  return (
    <span className="cp-chain" data-chain-id={chainId} title={name}>
      <span className="cp-chain__dot" style={{ background: `hsl(${hue} 65% 50%)` }} aria-hidden="true" />
      <span className="cp-chain__name">{clipText(name, 40)}</span>
    </span>
  )
}
