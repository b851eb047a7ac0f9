'use client'
import { type ReactNode, useMemo } from 'react'
import { type MessagesOverride, mergeMessages } from '../messages/mergeMessages'
import { useBrowserLocale } from './useBrowserLocale'
import { useCatalogMessages } from './useCatalogMessages'
import { WidgetContext } from './WidgetContext'

/** Props of {@link WidgetRoot}. */
export type WidgetRootProps = {
  children?: ReactNode
  /** `light`, `dark`, or `system` (follows the host's `prefers-color-scheme`). Defaults to `system`. */
  theme?: 'light' | 'dark' | 'system' | undefined
  /** Overrides of the messages (any group, any message), laid over the language's catalog. */
  messages?: MessagesOverride | undefined
  /**
   * The language and the locale for numbers and dates (`Intl`), as a BCP 47 tag (`de`, `pt-BR`, `ar-EG`): the
   * widget shows the catalog of that language (20 ship, see `supportedLocales`; others fall back to English), laid
   * out right to left for Arabic and Hebrew. Defaults to the browser's (`navigator.language`).
   */
  locale?: string | undefined
  /** Extra class on the root, for the host's own layout. */
  className?: string | undefined
}

/**
 * The one scoped root of the widget: every style lives under its `.cp-root` class and `--cp-*` variables, so the
 * host's `<html>`, `<body>` and global CSS are never touched. `data-theme` carries the theme for the stylesheet;
 * `lang` and `dir` the language shown (English until another language's catalog has loaded).
 */
export function WidgetRoot({ children, theme = 'system', messages, locale, className }: WidgetRootProps) {
  const browser = useBrowserLocale()
  const loaded = useCatalogMessages(locale ?? browser)
  const shown = loaded.locale
  const value = useMemo(
    () => ({ messages: mergeMessages(loaded.messages, messages), locale }),
    [loaded.messages, messages, locale],
  )
  return (
    <div
      className={className ? `cp-root ${className}` : 'cp-root'}
      data-theme={theme}
      lang={shown === 'en-XA' ? 'en' : shown}
      dir={shown === 'ar' || shown === 'he' ? 'rtl' : 'ltr'}
      data-locale={shown}
    >
      <WidgetContext.Provider value={value}>{children}</WidgetContext.Provider>
    </div>
  )
}
