import type { Preview } from '@storybook/react-vite'
import { crosspayLoader } from './crosspay/crosspayLoader'
import { withCrosspay } from './crosspay/withCrosspay'
import '../packages/widget/src/styles/crosspay.css'

// Every story runs on a live host (see docs/storybook.md): a fresh in-page simulator behind MSW, a crosspay client,
// a wagmi mock wallet. Axe runs on every story and a violation fails the story's test.
const preview: Preview = {
  loaders: [crosspayLoader],
  decorators: [withCrosspay],
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
    layout: 'padded',
  },
}

export default preview
