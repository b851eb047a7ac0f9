'use client'
import { CopyButton } from '../CopyButton/CopyButton'
import { shortenMiddle } from '../format/shortenMiddle'

/** Props of {@link Address}. */
export type AddressProps = {
  /** The address or hash, shown shortened (`0x1234…cdef`), whole in its title, for screen readers and when copied. */
  value: string
  /** Characters kept on each side. Defaults to 4. */
  keep?: number | undefined
  /** Show a copy button. Defaults to true. */
  copy?: boolean | undefined
}

/** An address or hash, shortened in the middle, whole on hover (`title`) and for screen readers, with a copy button. */
export function Address({ value, keep = 4, copy = true }: AddressProps) {
  return (
    <span className="cp-address">
      <span className="cp-address__value" title={value}>
        <span aria-hidden="true">{shortenMiddle(value, keep)}</span>
        <span className="cp-visually-hidden">{value}</span>
      </span>
      {copy && <CopyButton value={value} />}
    </span>
  )
}
