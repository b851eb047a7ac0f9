'use client'
import type { Chain } from '@crosspay/core'
import { useState } from 'react'
import { safeLogoUrl } from '../TokenIcon/safeLogoUrl'

/** Props of {@link ChainIcon}. */
export type ChainIconProps = {
  /** The chain record (`iconUrl`); without a safe icon a neutral disc is shown. */
  chain: Chain | undefined
  /** Pixels. Defaults to 16. */
  size?: number | undefined
}

/**
 * A chain's logo (its record's `iconUrl`, loaded only when {@link safeLogoUrl} allows it), or a neutral disc when
 * there is none or it fails to load: never initials, never a colour that could read as a status. Always decorative:
 * the chain's name is written beside it.
 */
export function ChainIcon({ chain, size = 16 }: ChainIconProps) {
  const url = safeLogoUrl(chain?.iconUrl)
  const [broken, setBroken] = useState<string | undefined>(undefined)
  const style = { width: size, height: size }
  if (url && broken !== url)
    return (
      <img
        className="cp-chain-icon"
        src={url}
        alt=""
        width={size}
        height={size}
        style={style}
        onError={() => setBroken(url)}
      />
    )
  return <span className="cp-chain-icon cp-chain-icon--fallback" style={style} aria-hidden="true" />
}
