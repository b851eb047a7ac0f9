'use client'
import { createContext } from 'react'
import { defaultMessages, type Messages } from '../messages/defaultMessages'

/** What every part of the widget reads: the messages and the locale numbers and dates are formatted in. */
export type WidgetContextValue = { messages: Messages; locale: string | undefined }

/** The widget's context: defaults apply outside a `WidgetRoot`. */
export const WidgetContext = createContext<WidgetContextValue>({
  messages: defaultMessages,
  locale: undefined,
})
