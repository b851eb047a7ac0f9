'use client'
import { useEffect, useState } from 'react'
import { defaultMessages, type Messages } from '../messages/defaultMessages'
import { loadMessages } from '../messages/loadMessages'
import type { CatalogLocale } from '../messages/matchLocale'

/**
 * The messages of `locale`'s catalog: English at once (it is in the first load), any other language once its chunk
 * has loaded (`undefined` until then, and for good if it cannot load: the widget stays in English). Numbers and
 * plurals follow `intlLocale` (the host's full tag) when given.
 */
export function useCatalogMessages(locale: CatalogLocale, intlLocale: string | undefined): Messages | undefined {
  const key = `${locale} ${intlLocale ?? ''}`
  const [loaded, setLoaded] = useState<{ key: string; messages: Messages }>()
  useEffect(() => {
    if (locale === 'en') return
    let live = true
    loadMessages(locale, intlLocale).then(
      (messages) => live && setLoaded({ key, messages }),
      () => {},
    )
    return () => {
      live = false
    }
  }, [locale, intlLocale, key])
  if (locale === 'en') return defaultMessages
  return loaded?.key === key ? loaded.messages : undefined
}
