import type { Messages } from './defaultMessages'
import { loadCatalog } from './loadCatalog'
import type { CatalogLocale } from './matchLocale'

/**
 * The widget's messages in `locale`'s language, loaded on demand with the compiler (neither is in an English page's
 * first load): the catalog's ICU strings compiled to {@link Messages}, numbers and plurals in `intlLocale` (the
 * host's full tag, `de-AT`) or else `locale`. `en-XA` is English pseudo-localized (accents, +40 % length).
 */
export async function loadMessages(locale: CatalogLocale, intlLocale?: string): Promise<Messages> {
  const [{ compileCatalog }, { pseudoLocalize }, catalog] = await Promise.all([
    import('./compileCatalog'),
    import('./pseudoLocalize'),
    loadCatalog(locale),
  ])
  return compileCatalog({
    catalog,
    locale: intlLocale ?? (locale === 'en-XA' ? 'en' : locale),
    transform: locale === 'en-XA' ? pseudoLocalize : undefined,
  })
}
