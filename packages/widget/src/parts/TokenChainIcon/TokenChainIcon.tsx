'use client'
import type { Chain } from '@crosspay/core'
import { ChainIcon } from '../ChainIcon/ChainIcon'
import { TokenIcon } from '../TokenIcon/TokenIcon'

/** Props of {@link TokenChainIcon}. */
export type TokenChainIconProps = {
  symbol: string
  logoURI?: string | undefined
  /** The token's chain: its logo sits on the token's lower right. */
  chain: Chain | undefined
  /** The token icon's pixels (the chain badge is 45 % of it). Defaults to 28. */
  size?: number | undefined
}

/**
 * A token's icon with its chain's badge on the lower right (as wallets show a token on a network), so the same
 * token on two chains never looks the same. Decorative: the symbol and chain are written beside it.
 */
export function TokenChainIcon({ symbol, logoURI, chain, size = 28 }: TokenChainIconProps) {
  return (
    <span className="cp-token-chain-icon" style={{ width: size, height: size }} aria-hidden="true">
      <TokenIcon symbol={symbol} logoURI={logoURI} size={size} decorative />
      <span className="cp-token-chain-icon__badge">
        <ChainIcon chain={chain} size={Math.round(size * 0.45)} />
      </span>
    </span>
  )
}
