import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { inWidgetRoot } from '../../../../../.storybook/crosspay/inWidgetRoot'
import { AmountInput } from './AmountInput'

/** The amount field: what people type and paste, refused when the token cannot hold it. */
const meta = {
  title: 'Parts/AmountInput',
  component: AmountInput,
  args: { decimals: 6, onChange: fn() },
  decorators: [inWidgetRoot()],
} satisfies Meta<typeof AmountInput>

export default meta
type Story = StoryObj<typeof meta>

/** Empty, for a 6-decimal token. */
export const Default: Story = {}

/** Typing "1,000.5": the thousands separator is read, the value is 1000.5 tokens in smallest units. */
export const TypesGroupedNumber: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Amount')
    await userEvent.type(input, '1,000.5')
    await expect(input).toHaveValue('1,000.5')
    await expect(args.onChange).toHaveBeenLastCalledWith(1_000_500_000n)
    await expect(canvasElement.querySelector('.cp-amount-input')).toHaveAttribute('data-state', 'valid')
  },
}

/** Pasting ".5": read as 0.5. */
export const Pastes: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Amount')
    await userEvent.click(input)
    await userEvent.paste('.5')
    await expect(input).toHaveValue('.5')
    await expect(args.onChange).toHaveBeenLastCalledWith(500_000n)
  },
}

/** Seven decimals on a 6-decimal token: refused, with the reason next to the field. */
export const TooManyDecimals: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('Amount')
    await userEvent.type(input, '0.1234567')
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This token has at most 6 decimals.')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onChange).toHaveBeenLastCalledWith(undefined)
    await expect(canvasElement.querySelector('.cp-amount-input')).toHaveAttribute('data-state', 'invalid')
  },
}

/** The max button fills in the amount it is given (here 2,500.25 tokens, formatted by the host). */
export const MaxButton: Story = {
  args: { max: 2_500_250_000n, formatMax: () => '2500.25' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }))
    await expect(canvas.getByLabelText('Amount')).toHaveValue('2500.25')
    await expect(args.onChange).toHaveBeenLastCalledWith(2_500_250_000n)
  },
}
