import type { Decorator } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { WidgetRoot } from '../../packages/widget/src/root/WidgetRoot'

/**
 * The decorator of a part's stories that renders it alone: inside a light `WidgetRoot` in the toolbar's language
 * (`globals.locale`), else the story's `parameters.locale`, else en-US; `frame` wraps the story inside the root (a
 * panel's box, a width) when the part needs one.
 *
 * @example
 * const meta = { title: 'Parts/TokenIcon', component: TokenIcon, decorators: [inWidgetRoot()] } satisfies Meta<typeof TokenIcon>
 */
export function inWidgetRoot(frame: (story: ReactNode) => ReactNode = (story) => story): Decorator {
  return (Story, { parameters, globals }) => (
    <WidgetRoot
      theme="light"
      locale={(globals.locale as string | undefined) || (parameters.locale as string | undefined) || 'en-US'}
    >
      {frame(<Story />)}
    </WidgetRoot>
  )
}
