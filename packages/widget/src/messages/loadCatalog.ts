import type { Catalog } from './Catalog'
import type { CatalogLocale } from './matchLocale'

/**
 * The catalog of `locale`, loaded on demand: each language is its own chunk (`import()`), so a page loads only the
 * one it shows; English (and the pseudo-locale's source) is `catalogs/en`.
 */
export function loadCatalog(locale: CatalogLocale): Promise<Catalog> {
  switch (locale) {
    case 'de':
      return import('./catalogs/de').then((m) => m.de)
    case 'fr':
      return import('./catalogs/fr').then((m) => m.fr)
    case 'es':
      return import('./catalogs/es').then((m) => m.es)
    case 'pt-BR':
      return import('./catalogs/pt-BR').then((m) => m.ptBR)
    case 'it':
      return import('./catalogs/it').then((m) => m.it)
    case 'nl':
      return import('./catalogs/nl').then((m) => m.nl)
    case 'pl':
      return import('./catalogs/pl').then((m) => m.pl)
    case 'tr':
      return import('./catalogs/tr').then((m) => m.tr)
    case 'ru':
      return import('./catalogs/ru').then((m) => m.ru)
    case 'uk':
      return import('./catalogs/uk').then((m) => m.uk)
    case 'ja':
      return import('./catalogs/ja').then((m) => m.ja)
    case 'ko':
      return import('./catalogs/ko').then((m) => m.ko)
    case 'zh-CN':
      return import('./catalogs/zh-CN').then((m) => m.zhCN)
    case 'zh-TW':
      return import('./catalogs/zh-TW').then((m) => m.zhTW)
    case 'vi':
      return import('./catalogs/vi').then((m) => m.vi)
    case 'id':
      return import('./catalogs/id').then((m) => m.id)
    case 'hi':
      return import('./catalogs/hi').then((m) => m.hi)
    case 'ar':
      return import('./catalogs/ar').then((m) => m.ar)
    case 'he':
      return import('./catalogs/he').then((m) => m.he)
    default:
      return import('./catalogs/en').then((m) => m.en)
  }
}
