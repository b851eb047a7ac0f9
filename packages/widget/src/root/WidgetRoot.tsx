'use client'
import { type ReactNode, useMemo } from 'react'
import { defaultMessages } from '../messages/defaultMessages'
import { type MessagesOverride, mergeMessages } from '../messages/mergeMessages'
import { WidgetContext } from './WidgetContext'

/** Props of {@link WidgetRoot}. */
export type WidgetRootProps = {
  children?: ReactNode
  /** `light`, `dark`, or `system` (follows the host's `prefers-color-scheme`). Defaults to `system`. */
  theme?: 'light' | 'dark' | 'system' | undefined
  /** Overrides of the default messages (any group, any message). */
  messages?: MessagesOverride | undefined
  /** Locale for numbers and dates (`Intl`). Defaults to the host's (the browser's). */
  locale?: string | undefined
  /** Extra class on the root, for the host's own layout. */
  className?: string | undefined
}

/**
 * The one scoped root of the widget: every style lives under its `.cp-root` class and `--cp-*` variables, so the
 * host's `<html>`, `<body>` and global CSS are never touched. `data-theme` carries the theme for the stylesheet.
 */
export function WidgetRoot({ children, theme = 'system', messages, locale, className }: WidgetRootProps) {
  const value = useMemo(
    () => ({ messages: mergeMessages(defaultMessages, messages), locale }),
    [messages, locale],
  )
  return (
    <div className={className ? `cp-root ${className}` : 'cp-root'} data-theme={theme}>
      <WidgetContext.Provider value={value}>{children}</WidgetContext.Provider>
    </div>
  )
}
