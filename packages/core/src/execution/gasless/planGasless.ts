import { type Config, getClient, getConnection } from '@wagmi/core'
import type { Client } from 'viem'
import type { Chain } from '../../schemas/chainSchema'
import type { Quote } from '../../schemas/quoteSchema'
import type { TransactionStepItem } from '../../schemas/transactionStepItemSchema'
import { authorizationSigner } from './authorizationSigner'
import type { GaslessOptions } from './GaslessOptions'
import type { GaslessPlan } from './GaslessPlan'
import { needsGasless } from './needsGasless'
import { readDelegation } from './readDelegation'

const zeroAddress = '0x0000000000000000000000000000000000000000'

/** Parameters of {@link planGasless}. */
export type PlanGaslessParameters = {
  config: Config
  chains: readonly Chain[]
  quote: Quote
  gasless: GaslessOptions | undefined
  /** The first step the batch would cover. Defaults to the quote's first. */
  first?: number | undefined
}

/**
 * Decides whether the gasless path applies to a quote, reading the chain and the wallet but signing nothing: every
 * step from `first` is a transaction on one chain whose record allows it (`gasless: true`), the origin is a token,
 * (`when: 'auto'`) the account lacks the native currency to send the steps itself, the account is plain or delegated
 * to Calibur (another delegate: `delegated-elsewhere`), and a plain account's signer can sign an authorization. The
 * executor and the widget's review read the same answer.
 */
export async function planGasless(parameters: PlanGaslessParameters): Promise<GaslessPlan> {
  const { config, quote, gasless } = parameters
  if (!gasless) return { kind: 'normal', reason: 'off' }
  const steps = (quote.steps ?? []).slice(parameters.first ?? 0)
  if (steps.length === 0 || steps.some((s) => s.kind !== 'transaction' || s.items.length === 0))
    return { kind: 'normal', reason: 'steps' }
  const items = steps.flatMap((s) => s.items as TransactionStepItem[])
  const chainId = items[0]!.data.chainId
  if (items.some((i) => i.data.chainId !== chainId)) return { kind: 'normal', reason: 'steps' }
  const chain = parameters.chains.find((c) => c.id === chainId) as { gasless?: unknown } | undefined
  const client = getClient(config, { chainId }) as Client | undefined
  const account = getConnection(config).address
  if (chain?.gasless !== true || !client || !account) return { kind: 'normal', reason: 'chain' }
  const currencyIn = quote.details?.currencyIn?.currency
  if (
    !currencyIn ||
    currencyIn.address.toLowerCase() === zeroAddress ||
    currencyIn.metadata?.isNative === true
  )
    return { kind: 'normal', reason: 'native' }
  if ((gasless.when ?? 'auto') === 'auto' && !(await needsGasless(client, account, items)))
    return { kind: 'normal', reason: 'gas' }
  const delegation = await readDelegation(client, account)
  if (delegation.kind === 'contract') return { kind: 'normal', reason: 'contract' }
  if (delegation.kind === 'elsewhere') return { kind: 'delegated-elsewhere', delegate: delegation.delegate }
  if (delegation.kind === 'calibur') return { kind: 'gasless', upgrade: false }
  return (await authorizationSigner(config, gasless))
    ? { kind: 'gasless', upgrade: true }
    : { kind: 'normal', reason: 'signer' }
}
