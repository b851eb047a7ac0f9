import type { ExecutionProgress as Progress } from '@crosspay/core/execution'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, within } from 'storybook/test'
import { themeControls } from '../../../../../.storybook/crosspay/themeControls'
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

/** A USDC bridge mid-way: approval and deposit done on Base, the service has sent the fill on OP Mainnet. */
function FillingView({ theme, locale }: Args) {
  const [progress] = useState<Progress>(() => ({
    requestId: `0x${'34'.repeat(32)}`,
    status: 'running',
    steps: ['approve', 'deposit'].map((id, i) => ({
      id,
      kind: 'transaction',
      description: undefined,
      items: [
        {
          kind: 'transaction' as const,
          chainId: 8453,
          state: 'complete' as const,
          txHash: `0x${String(i + 1).repeat(64)}`,
          explorerUrl: `https://basescan.org/tx/0x${String(i + 1).repeat(64)}`,
        },
      ],
    })),
    request: {
      status: 'submitted',
      originChainId: 8453,
      destinationChainId: 10,
      inTxHashes: [`0x${'2'.repeat(64)}`],
      txHashes: [fillHash],
    } as Progress['request'],
    funds: 'sent',
    depositAddress: undefined,
    error: undefined,
  }))
  return (
    <WidgetRoot theme={theme} locale={locale}>
      <ExecutionProgress progress={progress} />
    </WidgetRoot>
  )
}
const fillHash = `0x${'cd'.repeat(32)}`

/** A transfer's progress view as the executor reports it (`ExecutionProgress`), in states a live run shows. */
const meta = {
  title: 'Panel/ExecutionProgress',
  component: Unreachable,
  ...themeControls,
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

/**
 * The timeline mid-way: Base (your wallet) done with both links, the solver filling, OP Mainnet with the fill
 * transaction's link as soon as the service reports it.
 */
export const Filling: Story = {
  render: (args) => <FillingView {...args} />,
  play: async ({ canvasElement }) => {
    const nodes = [...canvasElement.querySelectorAll<HTMLElement>('.cp-timeline__node')]
    await expect(nodes.map((n) => `${n.dataset.node}:${n.dataset.state}`)).toEqual([
      'origin:done',
      'service:active',
      'destination:active',
    ])
    await expect(nodes[0]!.querySelectorAll('a[href*="basescan.org/tx/"]')).toHaveLength(2)
    await expect(nodes[1]).toHaveTextContent(defaultMessages.progress.request.submitted!)
    await expect(nodes[2]!.querySelector('[data-step="fill"]')).toHaveTextContent(/0xcdcdcd/)
  },
}
