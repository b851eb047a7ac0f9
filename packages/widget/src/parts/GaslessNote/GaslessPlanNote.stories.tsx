import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { inWidgetRoot } from '../../../../../.storybook/crosspay/inWidgetRoot'
import { GaslessPlanNote } from './GaslessPlanNote'

/**
 * What the checkout says above Pay when the payment goes without gas (issue 30), for each plan the executor can make
 * (`useGaslessPlan`): the words are the panel review's.
 */
const meta = {
  title: 'Parts/GaslessPlanNote',
  component: GaslessPlanNote,
  args: { plan: { kind: 'gasless', upgrade: true }, symbol: 'USDC', sponsored: false },
  decorators: [
    inWidgetRoot((story) => (
      <div className="cp-panel cp-checkout" style={{ maxWidth: 440 }}>
        {story}
      </div>
    )),
  ],
} satisfies Meta<typeof GaslessPlanNote>

export default meta
type Story = StoryObj<typeof meta>

/** First payment without gas: paid from the buyer's USDC, the one-time upgrade first, with what it means. */
export const UpgradeFirst: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-row="gas"] dd')).toHaveTextContent(
      'No gas needed: paid from your USDC',
    )
    const steps = within(canvasElement).getAllByRole('listitem')
    await expect(steps.map((li) => li.dataset.prompt)).toEqual(['upgrade', 'signPayment'])
    await expect(steps[0]).toHaveTextContent(/^Upgrade your account to pay without gasOnce: /)
  },
}

/** Already upgraded, the app's server sponsoring the gas: one signature, the sponsor named. */
export const Sponsored: Story = {
  args: { plan: { kind: 'gasless', upgrade: false }, sponsored: true, sponsorName: 'Atelier Nord' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-row="gas"] dd')).toHaveTextContent(
      'No gas needed: sponsored by Atelier Nord',
    )
    const steps = within(canvasElement).getAllByRole('listitem')
    await expect(steps.map((li) => li.dataset.prompt)).toEqual(['signPayment'])
  },
}

/** The account is delegated to a contract the app does not know: warned, and nothing says it pays without gas. */
export const DelegatedElsewhere: Story = {
  args: { plan: { kind: 'delegated-elsewhere', delegate: '0x000000000000000000000000000000000000beef' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(
      /Delegated to an unknown contract \(0x0{36}beef\)/,
    )
    await expect(canvasElement.querySelector('[data-row="gas"]')).toBeNull()
  },
}
