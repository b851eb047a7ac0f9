import { type SupportedLocale, supportedLocales } from './supportedLocales'

/** A catalog the widget can load: one of the supported languages, or `en-XA`, the pseudo-locale for layout tests. */
export type CatalogLocale = SupportedLocale | 'en-XA'

/**
 * The catalog for a BCP 47 `locale`: itself when supported (`pt-BR`), else the supported one of its language
 * (`de-AT` → `de`, `zh-Hant-HK` or `zh-HK` → `zh-TW`, `zh` → `zh-CN`, `pt-PT` → `pt-BR`, `iw` → `he`), else
 * English (also for `undefined`). Case-insensitive. Pure.
 *
 * @example
 * matchLocale('fr-CA') // 'fr'
 */
export function matchLocale(locale: string | undefined): CatalogLocale {
  if (!locale) return 'en'
  const tag = locale.replace(/_/g, '-').toLowerCase()
  if (tag === 'en-xa') return 'en-XA'
  const exact = supportedLocales.find((l) => l.toLowerCase() === tag)
  if (exact) return exact
  const [language = '', ...rest] = tag.split('-')
  if (language === 'zh')
    return rest.some((s) => s === 'hant' || s === 'tw' || s === 'hk' || s === 'mo') ? 'zh-TW' : 'zh-CN'
  if (language === 'pt') return 'pt-BR'
  if (language === 'iw') return 'he'
  if (language === 'in') return 'id'
  return supportedLocales.find((l) => l === language) ?? 'en'
}
