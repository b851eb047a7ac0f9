'use client'
import { useEffect, useState } from 'react'
import { defaultMessages } from '../messages/defaultMessages'
import type { LoadedMessages } from '../messages/loadMessages'

const english: LoadedMessages = { locale: 'en', messages: defaultMessages }

/**
 * The messages for `locale` (a BCP 47 tag) and the catalog they come from: English at once for no tag or an English
 * one (`en`, `en-GB`; not the pseudo-locale `en-XA`), since English is in the first load; another language once its
 * chunk has loaded (English until then, and for good if it cannot load). Everything but English's own strings loads on
 * demand (`loadMessages`).
 */
export function useCatalogMessages(locale: string | undefined): LoadedMessages {
  const wanted = locale && !/^en(?![-_]xa)([-_]|$)/i.test(locale) ? locale : undefined
  const [loaded, setLoaded] = useState<LoadedMessages & { tag: string }>()
  useEffect(() => {
    if (!wanted) return
    let live = true
    import('../messages/loadMessages')
      .then((m) => m.loadMessages(wanted))
      .then((value) => live && setLoaded({ ...value, tag: wanted }))
      .catch(() => {})
    return () => {
      live = false
    }
  }, [wanted])
  return wanted && loaded?.tag === wanted ? loaded : english
}
