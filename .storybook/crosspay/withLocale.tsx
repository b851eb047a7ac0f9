import type { Decorator } from '@storybook/react-vite'

/**
 * The toolbar's language (`globals.locale`): when one is picked, every story with a `locale` arg (or prop)
 * renders in it (the story's own `locale` arg otherwise). `en-XA` is the pseudo-locale (accented, 40 % longer).
 */
export const withLocale: Decorator = (Story, context) => {
  const locale = context.globals.locale as string | undefined
  if (locale && ('locale' in context.args || 'locale' in (context.argTypes ?? {})))
    context.args.locale = locale
  return <Story />
}
