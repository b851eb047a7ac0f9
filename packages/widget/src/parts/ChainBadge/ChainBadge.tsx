'use client'
import type { Chain } from '@crosspay/core'
import { useContext } from 'react'
import { WidgetContext } from '../../root/WidgetContext'
import { ChainIcon } from '../ChainIcon/ChainIcon'
import { clipText } from '../format/clipText'

/** Props of {@link ChainBadge}. */
export type ChainBadgeProps = {
  /** The chain id. */
  chainId: number
  /** Its chain record, when known (`displayName`); without it the badge says "Chain <id>". */
  chain?: Chain | undefined
}

/**
 * A chain's name with its logo (or a neutral disc: never a colour that could read as a status), on one line, cut with an ellipsis when space is short and past 40 characters in any case (the whole name stays in
 * `title`). Names are text, never markup.
 */
export function ChainBadge({ chainId, chain }: ChainBadgeProps) {
  const { messages } = useContext(WidgetContext)
  const name = chain?.displayName ?? messages.address.unknownChain(chainId)
  return (
    <span className="cp-chain" data-chain-id={chainId} title={name}>
      <ChainIcon chain={chain} size={14} />
      <span className="cp-chain__name">{clipText(name, 40)}</span>
    </span>
  )
}
