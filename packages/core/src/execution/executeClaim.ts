import type { Config } from '@wagmi/core'
import { getConnection, signMessage } from '@wagmi/core'
import { isAddressEqual } from 'viem'
import type { CrosspayClient } from '../api/CrosspayClient'
import { type ClaimAppFeesParameters, claimAppFees } from '../api/claimAppFees'
import { ExecutionError } from '../errors/ExecutionError'
import { type ClaimConfirmation, claimConfirmationSchema } from '../schemas/claimConfirmationSchema'
import { isUserRejection } from './evm/isUserRejection'
import { splitEndpoint } from './service/splitEndpoint'

/** Parameters of {@link executeClaim}: the claim, and the client to ask it of. */
export type ExecuteClaimParameters = ClaimAppFeesParameters & {
  client: CrosspayClient
  signal?: AbortSignal | undefined
}

/** What {@link executeClaim} resolves with: the service's confirmation and the payout's hash. */
export type ExecuteClaimReturnType = ClaimConfirmation

/**
 * Claims app fees with the wallet's signature: asks for the claim (`claimAppFees`), checks its message before the
 * wallet is asked (the connected account is `wallet`; the message names that wallet, the chain, the currency, the
 * recipient and, when given, the amount asked for: else an `ExecutionError` `unsafe`, `check: 'claim-message'`;
 * its confirmation goes to `/app-fees/{wallet}/claim/confirm` only: `check: 'endpoint'`), signs it (EIP-191), and posts the signature to confirm. Resolves with `{message, txHash}` of the payout.
 *
 * @example
 * const { txHash } = await executeClaim(wagmiConfig, { client, wallet, chainId: 8453, currency: usdc })
 */
export async function executeClaim(
  config: Config,
  parameters: ExecuteClaimParameters,
): Promise<ExecuteClaimReturnType> {
  const { client, signal, ...claim } = parameters
  const { steps } = await claimAppFees(client, claim, { signal })
  const step = steps.find((s) => s.kind === 'signature')
  const item = step?.items[0] as
    | {
        data?: {
          sign?: { signatureKind?: string; message?: string }
          post?: { endpoint: string; body?: unknown }
        }
      }
    | undefined
  const message = item?.data?.sign?.message
  const unsafe = (shortMessage: string) =>
    new ExecutionError({ reason: 'unsafe', check: 'claim-message', step: step?.id, item: 0, shortMessage })
  if (!step || !item?.data?.post || item.data.sign?.signatureKind !== 'eip191' || typeof message !== 'string')
    throw unsafe('The claim is not a message to sign: nothing was signed.')
  const account = getConnection(config).address
  if (!account || !isAddressEqual(account, claim.wallet as `0x${string}`))
    throw new ExecutionError({
      reason: 'unsafe',
      check: 'account',
      step: step.id,
      shortMessage:
        'The connected account is not the wallet whose app balance is claimed: nothing was signed.',
    })
  const line = (label: string) => new RegExp(`^${label}: (.*)$`, 'm').exec(message)?.[1]?.trim()
  const same = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() === b.toLowerCase()
  const recipient = claim.recipient ?? claim.wallet
  if (
    !same(line('Wallet'), claim.wallet) ||
    !same(line('Recipient'), recipient) ||
    line('Chain') !== String(claim.chainId) ||
    !same(line('Currency'), claim.currency) ||
    (claim.amount !== undefined && line('Amount')?.split(' ')[0] !== claim.amount)
  )
    throw unsafe(
      'The claim message does not say what was asked (wallet, recipient, chain, currency, amount): nothing was signed.',
    )
  // Where the signature goes, checked before the wallet is asked: the claim's own confirm route, nothing else.
  const { path, query } = splitEndpoint(item.data.post.endpoint, step.id)
  if (path.toLowerCase() !== `/app-fees/${claim.wallet}/claim/confirm`.toLowerCase())
    throw new ExecutionError({
      reason: 'unsafe',
      check: 'endpoint',
      step: step.id,
      shortMessage: 'The claim would be confirmed somewhere else than its own route: nothing was signed.',
    })
  let signature: `0x${string}`
  try {
    signature = await signMessage(config, { account, message })
  } catch (error) {
    throw new ExecutionError({
      reason: isUserRejection(error) ? 'user-rejected' : 'signature-failed',
      step: step.id,
      item: 0,
      cause: error,
      shortMessage: isUserRejection(error) ? 'The claim was not signed: nothing was claimed.' : undefined,
    })
  }
  query.set('signature', signature)
  return client.request({
    method: 'POST',
    path,
    query,
    body: item.data.post.body,
    schema: claimConfirmationSchema,
    signal,
  })
}
