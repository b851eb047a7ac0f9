'use client'
import { getAppBalanceDepositRequest, parseDecimalAmount, useAppBalance, useChains } from '@crosspay/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useConfig, useConnection } from 'wagmi'
import { sendTransaction, switchChain, waitForTransactionReceipt } from 'wagmi/actions'

/** Props of {@link AppBalanceDeposit}. */
export type AppBalanceDepositProps = {
  /** The sponsorship wallet whose app balance the deposit credits. */
  sponsorWallet: `0x${string}`
  /** Locale of the USD figures. Defaults to the browser's. */
  locale?: string | undefined
}

const readEth = (text: string): bigint | undefined => {
  try {
    const amount = parseDecimalAmount(text.trim(), 18)
    return amount > 0n ? amount : undefined
  } catch {
    return undefined
  }
}

/**
 * Funds the app balance from the connected wallet: a native transfer on chain 8453 to the solver, its call data
 * naming the sponsorship wallet to credit (`getAppBalanceDepositRequest`), sent with the host's wagmi wallet.
 * Shows the balance it raises (`useAppBalance`, polled while a deposit is on its way).
 */
export function AppBalanceDeposit({ sponsorWallet, locale }: AppBalanceDepositProps) {
  const id = useId()
  const config = useConfig()
  const queryClient = useQueryClient()
  const connection = useConnection()
  const chains = useChains()
  const [text, setText] = useState('0.01')
  // The total before the last deposit was sent: the balance is followed until it exceeds it.
  const [before, setBefore] = useState<number | undefined>(undefined)
  const deposit = useMutation({
    mutationFn: async (amount: bigint) => {
      const request = getAppBalanceDepositRequest({
        chains: chains.data ?? [],
        amount,
        credit: sponsorWallet,
      })
      await switchChain(config, { chainId: request.chainId as 8453 })
      const hash = await sendTransaction(config, { ...request, chainId: request.chainId as 8453 })
      const receipt = await waitForTransactionReceipt(config, {
        hash,
        chainId: request.chainId as 8453,
        timeout: 60_000,
      })
      if (receipt.status !== 'success') throw new Error(`The deposit ${hash} reverted`)
      return { hash }
    },
    // The wallet's own balance (wagmi's `useBalance`) paid for it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['balance'] }),
  })
  const balance = useAppBalance({
    wallet: sponsorWallet,
    // Follow the deposit until the service has credited it.
    query: {
      refetchInterval: (query) =>
        deposit.isPending ||
        (deposit.isSuccess && before !== undefined && (query.state.data?.totalBalanceUsd ?? 0) <= before)
          ? 1_000
          : false,
    },
  })
  const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
  const amount = readEth(text)
  const credited = before !== undefined && balance.data !== undefined && balance.data.totalBalanceUsd > before

  return (
    <form
      className="demo-form"
      data-state={deposit.status}
      onSubmit={(event) => {
        event.preventDefault()
        if (!amount) return
        setBefore(balance.data?.totalBalanceUsd)
        deposit.mutate(amount)
      }}
    >
      <p>
        App balance of {sponsorWallet}:{' '}
        <strong data-testid="app-balance-total">
          {balance.data ? usd.format(balance.data.totalBalanceUsd) : balance.error ? 'unavailable' : '…'}
        </strong>
        {balance.data ? ` (available ${usd.format(balance.data.availableBalanceUsd)})` : null}
      </p>
      <label htmlFor={`${id}-amount`}>Deposit (ETH on Base (local))</label>
      <div className="demo-form-row">
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          value={text}
          aria-invalid={amount === undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <button
          type="submit"
          disabled={!amount || !connection.isConnected || deposit.isPending || !chains.data}
        >
          Deposit
        </button>
      </div>
      <p aria-live="polite" className={deposit.error ? 'demo-error' : 'demo-muted'}>
        {!connection.isConnected
          ? 'Connect a wallet above to deposit.'
          : deposit.error
            ? `Deposit failed: ${deposit.error.message.split('\n')[0]}`
            : deposit.isPending
              ? 'Sending the deposit…'
              : deposit.data
                ? credited
                  ? `Deposit ${deposit.data.hash.slice(0, 10)}… credited.`
                  : `Deposit ${deposit.data.hash.slice(0, 10)}… mined; waiting for the service to credit it.`
                : 'The service credits the deposit once it sees the transaction.'}
      </p>
    </form>
  )
}
