'use client'
import { useCallback, useRef, useState } from 'react'
import type { SwapValue } from './SwapValue'

/**
 * The panel's value, controlled (`value` + `onChange`) or uncontrolled (`defaultValue`), in Radix's
 * use-controllable-state manner: a host that passes `value` owns it, and every change is reported to `onChange`.
 */
export function useSwapValue(
  value: SwapValue | undefined,
  defaultValue: SwapValue,
  onChange: ((next: SwapValue) => void) | undefined,
): [SwapValue, (patch: Partial<SwapValue>) => void] {
  const [own, setOwn] = useState(defaultValue)
  const current = value ?? own
  const latest = useRef({ current, controlled: value !== undefined, onChange })
  latest.current = { current, controlled: value !== undefined, onChange }
  const update = useCallback((patch: Partial<SwapValue>) => {
    const next = { ...latest.current.current, ...patch }
    latest.current.current = next
    if (!latest.current.controlled) setOwn(next)
    latest.current.onChange?.(next)
  }, [])
  return [current, update]
}
