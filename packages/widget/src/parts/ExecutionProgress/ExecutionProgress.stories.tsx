import type { ExecutionProgress as Progress } from '@crosspay/core/execution'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, within } from 'storybook/test'
import { defaultMessages } from '../../messages/defaultMessages'
import { WidgetRoot } from '../../root/WidgetRoot'
import { ExecutionProgress } from './ExecutionProgress'

type Args = { theme: 'light' | 'dark'; locale: string }

const txHash = `0x${'ab'.repeat(32)}`

/** The deposit confirmed, then the service's reads fail: the executor retries (`progress.recovery`). */
function Unreachable({ theme, locale }: Args) {
  const [progress] = useState<Progress>(() => ({
    requestId: `0x${'12'.repeat(32)}`,
    status: 'running',
    steps: [
      {
        id: 'deposit',
        kind: 'transaction',
        description: 'Depositing ETH to execute the request',
        items: [
          {
            kind: 'transaction',
            chainId: 8453,
            state: 'confirming',
            txHash,
            explorerUrl: `https://basescan.org/tx/${txHash}`,
          },
        ],
      },
    ],
    request: undefined,
    funds: 'sent',
    depositAddress: undefined,
    error: undefined,
    recovery: {
      error: { name: 'HttpRequestError', message: 'The service answered 503.' },
      nextAttemptAt: Date.now() + 8000,
    },
  }))
  return (
    <WidgetRoot theme={theme} locale={locale}>
      <ExecutionProgress progress={progress} />
    </WidgetRoot>
  )
}

/** A transfer's progress view as the executor reports it (`ExecutionProgress`), in states a live run shows. */
const meta = {
  title: 'Panel/ExecutionProgress',
  component: Unreachable,
  args: { theme: 'light', locale: 'en-US' },
  argTypes: { theme: { control: 'inline-radio', options: ['light', 'dark'] } },
} satisfies Meta<typeof Unreachable>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The service out of reach after the deposit: "The service cannot be reached right now.", the countdown to the
 * executor's next read (no button: it retries by itself), and the deposit said sent.
 */
export const ServiceUnreachable: Story = {
  play: async ({ canvasElement }) => {
    // The deposit is sent and the wallet asked nothing more: not "Waiting for your wallet".
    await expect(canvasElement.querySelector('.cp-progress__headline')).toHaveTextContent(
      defaultMessages.progress.status.tracking!,
    )
    const notice = canvasElement.querySelector('.cp-progress__recovery') as HTMLElement
    await expect(within(notice).getByRole('status')).toHaveTextContent(defaultMessages.recovery.unreachable)
    await expect(notice).toHaveTextContent(/Trying again in \d+ s…/)
    await expect(notice).toHaveTextContent(defaultMessages.recovery.depositSent)
    await expect(notice.querySelector('button')).toBeNull()
  },
}
