'use client'
import { useContext, useEffect, useRef, useState } from 'react'
import { WidgetContext } from '../../root/WidgetContext'
import { safeLogoUrl } from './safeLogoUrl'

/** Props of {@link TokenIcon}. */
export type TokenIconProps = {
  /** The token's symbol: the accessible name of the icon (`messages.token.iconFallback`); text, never markup. */
  symbol: string
  /** The logo URL from the service (`metadata.logoURI`); loaded only when safe (`safeLogoUrl`). */
  logoURI?: string | undefined
  /** Pixels. Defaults to 24. */
  size?: number | undefined
  /** The symbol is written next to the icon: hide the icon from assistive technology. Defaults to false. */
  decorative?: boolean | undefined
}

/**
 * A token's logo, or a neutral placeholder (a plain disc with a ring, no letters) when there is no safe logo or it
 * fails to load. Hostile data
 * (markup in a symbol, a `javascript:` URL) renders inert. A logo in server-rendered HTML may fail before React
 * hydrates, which never fires `onError`: on mount the icon also checks whether its image already failed
 * (`complete` with no `naturalWidth`) and falls back then.
 */
export function TokenIcon({ symbol, logoURI, size = 24, decorative = false }: TokenIconProps) {
  const { messages } = useContext(WidgetContext)
  const url = safeLogoUrl(logoURI)
  const [broken, setBroken] = useState<string | undefined>(undefined)
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const element = image.current
    if (url && element?.complete && element.naturalWidth === 0) setBroken(url)
  }, [url])
  const style = { width: size, height: size }
  if (url && broken !== url)
    return (
      <img
        ref={image}
        className="cp-token-icon"
        src={url}
        alt={decorative ? '' : messages.token.iconFallback(symbol)}
        width={size}
        height={size}
        style={style}
        onError={() => setBroken(url)}
      />
    )
  // No safe logo, or it failed: a neutral placeholder (a disc with a ring), never initials that could pass for a brand.
  return (
    <span
      className="cp-token-icon cp-token-icon--fallback"
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': messages.token.iconFallback(symbol) })}
      style={style}
    />
  )
}
