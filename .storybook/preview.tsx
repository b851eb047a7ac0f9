import type { Preview } from '@storybook/react-vite'
import { supportedLocales } from '../packages/widget/src/messages/supportedLocales'
import { crosspayLoader } from './crosspay/crosspayLoader'
import { withCrosspay } from './crosspay/withCrosspay'
import { withLocale } from './crosspay/withLocale'
import '../packages/widget/src/styles/crosspay.css'

// Every story runs on a live host (see docs/storybook.md): a fresh in-page simulator behind MSW, a crosspay client,
// a wagmi mock wallet. Axe runs on every story and a violation fails the story's test.
const preview: Preview = {
  loaders: [crosspayLoader],
  decorators: [withLocale, withCrosspay],
  // The language toolbar: every catalog the widget ships, and the pseudo-locale that shows what a long language does
  // to the layout. Empty means each story's own `locale`.
  globalTypes: {
    locale: {
      description: 'Language of the widget (the locale prop)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: '', title: 'Story default' },
          ...supportedLocales.map((value) => ({ value, title: value })),
          { value: 'en-XA', title: 'en-XA (pseudo: accents, +40 %)' },
        ],
      },
    },
  },
  initialGlobals: { locale: '' },
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
    layout: 'padded',
  },
}

export default preview
