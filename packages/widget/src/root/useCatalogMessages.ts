'use client'
import { useEffect, useState } from 'react'
import { defaultMessages } from '../messages/defaultMessages'
import type { LoadedMessages } from '../messages/loadMessages'

/** A tag English serves without loading anything (`en`, `en-GB`; not the pseudo-locale `en-XA`). */
const isEnglish = (locale: string | undefined) => !locale || /^en(?![-_]xa)([-_]|$)/i.test(locale)

/**
 * The messages for `locale` (a BCP 47 tag) and the catalog they come from: English at once (it is in the first load);
 * another language once its chunk has loaded (English until then, and for good if it cannot load). Everything but
 * English's own strings loads on demand (`loadMessages`).
 */
export function useCatalogMessages(locale: string | undefined): LoadedMessages {
  const english = isEnglish(locale)
  const [loaded, setLoaded] = useState<{ tag: string; value: LoadedMessages }>()
  useEffect(() => {
    if (english || !locale) return
    let live = true
    import('../messages/loadMessages')
      .then((m) => m.loadMessages(locale))
      .then(
        (value) => live && setLoaded({ tag: locale, value }),
        () => {},
      )
    return () => {
      live = false
    }
  }, [english, locale])
  if (!english && loaded && loaded.tag === locale) return loaded.value
  return { locale: 'en', messages: defaultMessages }
}
