import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { inWidgetRoot } from '../../../../../.storybook/crosspay/inWidgetRoot'
import { TokenIcon } from './TokenIcon'

const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGNQLz1FEmIY1TCqYfhqAACwHWYQfpOADAAAAABJRU5ErkJggg=='

/** A token's logo, or a neutral placeholder when there is no safe logo or it fails to load. */
const meta = {
  title: 'Parts/TokenIcon',
  component: TokenIcon,
  args: { symbol: 'USDC', logoURI: pixel, size: 32 },
  decorators: [inWidgetRoot()],
} satisfies Meta<typeof TokenIcon>

export default meta
type Story = StoryObj<typeof meta>

/** A raster `data:` logo is shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute('src', pixel)
  },
}

/** Markup in the symbol and a `javascript:` logo: the neutral placeholder, the symbol only as its accessible name. */
export const HostileName: Story = {
  args: { symbol: '<img src=x onerror=alert(1)>', logoURI: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull()
    await expect(within(canvasElement).getByRole('img')).toHaveTextContent('')
  },
}

/** A very long name: the placeholder keeps its size. */
export const LongName: Story = {
  args: { symbol: 'SUPERLONGTOKENSYMBOLTHATNEVERENDS', logoURI: undefined },
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole('img')
    await expect(icon).toHaveTextContent('')
    await expect(icon.getBoundingClientRect().width).toBe(32)
  },
}

/** An `http:` logo is never loaded (only `https:` and raster `data:`). */
export const InsecureLogo: Story = {
  args: { symbol: '🚀ROCKET', logoURI: 'http://insecure.example/logo.png' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull()
    await expect(within(canvasElement).getByRole('img')).toHaveClass('cp-token-icon--fallback')
  },
}

/** An `https:` logo that fails to load falls back to the neutral placeholder. */
export const BrokenLogo: Story = {
  args: { symbol: 'DAI', logoURI: 'https://logo.invalid/dai.png' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'DAI icon' })).toHaveClass(
        'cp-token-icon--fallback',
      ),
    )
    await expect(canvasElement.querySelector('img')).toBeNull()
  },
}
