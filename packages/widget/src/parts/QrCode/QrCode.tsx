'use client'
import { encodeQr } from '../qr/encodeQr'

/** Props of {@link QrCode}. */
export type QrCodeProps = {
  /** The text encoded (an address). */
  value: string
  /** What the code says, for assistive technology. */
  label: string
  /** Pixels. Defaults to 168. */
  size?: number | undefined
}

/**
 * A QR code of `value` (error correction M, `encodeQr`) with a two-module quiet zone, drawn as one SVG path, crisp at any size: dark modules
 * on white in both themes, since scanners expect that contrast.
 */
export function QrCode({ value, label, size = 168 }: QrCodeProps) {
  const rows = encodeQr(value)
  const quiet = 2
  const modules = rows.length + quiet * 2
  let path = ''
  rows.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x + quiet} ${y + quiet}h1v1h-1z`
    })
  })
  return (
    <svg
      className="cp-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} className="cp-qr__background" />
      <path d={path} className="cp-qr__modules" />
    </svg>
  )
}
