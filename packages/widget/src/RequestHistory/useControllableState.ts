'use client'
import { useCallback, useRef, useState } from 'react'

/**
 * A value that is controlled (`value` given: the owner keeps it, `onChange` reports each change) or uncontrolled
 * (kept here, starting from `defaultValue`), as Radix's `useControllableState`.
 */
export function useControllableState<value>(
  controlled: value | undefined,
  defaultValue: value,
  onChange: ((next: value) => void) | undefined,
): [value, (next: value) => void] {
  const [own, setOwn] = useState(defaultValue)
  const isControlled = controlled !== undefined
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const set = useCallback(
    (next: value) => {
      if (!isControlled) setOwn(next)
      onChangeRef.current?.(next)
    },
    [isControlled],
  )
  return [isControlled ? controlled : own, set]
}
