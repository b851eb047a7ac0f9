import { compileCatalog } from './compileCatalog'
import { defaultMessages, type Messages } from './defaultMessages'
import { loadCatalog } from './loadCatalog'
import { type CatalogLocale, matchLocale } from './matchLocale'
import { pseudoLocalize } from './pseudoLocalize'

/** What {@link loadMessages} resolves to: the catalog matched and its messages. */
export type LoadedMessages = { locale: CatalogLocale; messages: Messages }

/**
 * The widget's messages in the language of `locale` (a BCP 47 tag, matched by `matchLocale`: `de-AT` is `de`, an
 * unsupported language English), loaded on demand: this module, the compiler and the catalog are chunks of their own,
 * none in an English page's first load. Numbers and plurals follow `locale` itself (`de-AT`). `en-XA` is English
 * pseudo-localized (accents, +40 % length).
 */
export async function loadMessages(locale: string): Promise<LoadedMessages> {
  const matched = matchLocale(locale)
  if (matched === 'en') return { locale: 'en', messages: defaultMessages }
  const catalog = await loadCatalog(matched)
  const messages = compileCatalog({
    catalog,
    locale: matched === 'en-XA' ? 'en' : locale,
    transform: matched === 'en-XA' ? pseudoLocalize : undefined,
  })
  return { locale: matched, messages }
}
