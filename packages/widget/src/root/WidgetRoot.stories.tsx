import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Amount } from '../parts/Amount/Amount'
import { AmountInput } from '../parts/AmountInput/AmountInput'
import { TokenIcon } from '../parts/TokenIcon/TokenIcon'
import { WidgetRoot } from './WidgetRoot'

/** The scoped root: `.cp-root`, `--cp-*` variables, the theme on `data-theme`, messages and locale. */
const meta = {
  title: 'Parts/WidgetRoot',
  component: WidgetRoot,
  args: {
    theme: 'dark',
    locale: 'en-US',
    children: (
      <div style={{ display: 'grid', gap: 12, padding: 16, maxWidth: 360 }}>
        <AmountInput decimals={6} defaultValue="1,000.5" max={2_500_000_000n} />
        <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <TokenIcon symbol="USDC" />
          <Amount value={1_000_500_000n} decimals={6} symbol="USDC" />
        </span>
      </div>
    ),
  },
} satisfies Meta<typeof WidgetRoot>

export default meta
type Story = StoryObj<typeof meta>

/** The dark theme: the root carries it, the parts read the dark `--cp-*` colours. */
export const Dark: Story = {
  parameters: { backgrounds: { disable: true } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('.cp-root')!
    await expect(root).toHaveAttribute('data-theme', 'dark')
    const light = document.createElement('div')
    light.className = 'cp-root'
    light.dataset.theme = 'light'
    document.body.append(light)
    const bg = (el: Element) => getComputedStyle(el).getPropertyValue('--cp-bg')
    await expect(bg(root)).not.toBe(bg(light))
    light.remove()
  },
}

/** Messages overridden by the host: the label reads the host's text. */
export const MessagesOverride: Story = {
  args: { theme: 'light', messages: { amount: { label: 'You send' } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('label')).toHaveTextContent('You send')
  },
}
