'use client'
import { useEffect, useState } from 'react'

/**
 * What `load` resolves to, once `enabled` has been true: how a component loads a lazy part of its own (the panel's
 * Solana and gasless parts), as `useCatalogMessages` loads a language: an `import()` started by an effect, so a page
 * that never needs the part never downloads it. Undefined until it has loaded, and for good if it cannot load (the
 * part is not shown; it is tried again when `enabled` turns true again). Once loaded it stays. `load` must be a
 * stable function (declared at module level).
 *
 * @example
 * const svm = useLoaded(loadSvmParts, destination?.vmType === 'svm')
 * svm && <svm.SvmFeeNotes sponsorship={sponsorship} />
 */
export function useLoaded<T>(load: () => Promise<T>, enabled: boolean): T | undefined {
  const [loaded, setLoaded] = useState<T | undefined>(undefined)
  useEffect(() => {
    if (!enabled || loaded !== undefined) return
    let live = true
    load().then(
      (value) => live && setLoaded(() => value),
      () => {},
    )
    return () => {
      live = false
    }
  }, [load, enabled, loaded])
  return loaded
}
