import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { inWidgetRoot } from '../../../../../.storybook/crosspay/inWidgetRoot'
import { Amount } from './Amount'

/** An exact amount in the host's locale: bigint arithmetic, cut and never rounded up. */
const meta = {
  title: 'Parts/Amount',
  component: Amount,
  args: { value: 1_234_567_891_234_567_891n, decimals: 18, symbol: 'ETH' },
  decorators: [inWidgetRoot()],
} satisfies Meta<typeof Amount>

export default meta
type Story = StoryObj<typeof meta>

/** 1.234567891234567891 ETH, six digits shown, cut (not rounded to …568). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('.cp-amount')
    await expect(el).toHaveTextContent('1.234567 ETH')
    await expect(el).toHaveAttribute('data-exact', '1.234567891234567891')
  },
}

/** Beyond a float's precision: every digit of the whole part stays exact. */
export const Huge: Story = {
  args: { value: '123456789012345678901234567890', decimals: 6, symbol: 'USDC' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.cp-amount')).toHaveTextContent(
      '123,456,789,012,345,678,901,234.56789 USDC',
    )
  },
}

/** The host's locale (de-DE): its separators. */
export const GermanLocale: Story = {
  args: { value: 1_000_500_000n, decimals: 6, symbol: 'USDC' },
  parameters: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.cp-amount')).toHaveTextContent('1.000,5 USDC')
  },
}
