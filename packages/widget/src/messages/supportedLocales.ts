/**
 * The languages the widget ships a catalog for, as BCP 47 tags. A `locale` prop is matched to one of them by
 * `matchLocale` (`de-AT` → `de`, `zh-HK` → `zh-TW`, `pt-PT` → `pt-BR`); anything else falls back to English.
 */
export const supportedLocales = [
  'en',
  'de',
  'fr',
  'es',
  'pt-BR',
  'it',
  'nl',
  'pl',
  'tr',
  'ru',
  'uk',
  'ja',
  'ko',
  'zh-CN',
  'zh-TW',
  'vi',
  'id',
  'hi',
  'ar',
  'he',
] as const

/** One of {@link supportedLocales}. */
export type SupportedLocale = (typeof supportedLocales)[number]
