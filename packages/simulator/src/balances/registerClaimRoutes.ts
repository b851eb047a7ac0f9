import type { Hono } from 'hono'
import { formatUnits, getAddress, isAddress, verifyMessage } from 'viem'
import { errorResponse } from '../http/errorResponse'
import type { SimContext } from '../model/SimContext'
import { formatUsd6 } from '../quote/formatUsd6'
import { isSvmAddress } from '../quote/isSvmAddress'
import { toUsd6 } from '../quote/toUsd6'

/** A claim offered by `POST /app-fees/{wallet}/claim`, waiting for the wallet's signature. */
type PendingClaim = {
  wallet: string
  chainId: number
  currency: string
  recipient: string
  amount: bigint
  message: string
  expiresAt: number
}

/** How long a claim's signature request stays valid on the sim clock. */
const claimTtlMs = 10 * 60_000
const pendingClaims = new WeakMap<SimContext, Map<string, PendingClaim>>()
const usedNonces = new WeakMap<SimContext, Set<string>>()

const body = async (c: { req: { json(): Promise<unknown> } }) =>
  (await c.req.json().catch(() => undefined)) as Record<string, unknown> | undefined

/**
 * App-fee claims (decisions.md "app fee claim"), no API key needed: the wallet proves itself by signing.
 * - `POST /app-fees/:wallet/claim` `{chainId, currency, recipient?, amount?}` → `{steps}`: one signature step
 *   (`authorize`, EIP-191 message naming wallet, amount, currency, chain, recipient and a nonce; `post` to
 *   `/app-fees/:wallet/claim/confirm` with `{nonce}`). `amount` defaults to all of that currency; the recipient to
 *   the wallet (on the SVM chain a base58 recipient is required: the wallet is an EVM address). 400 for a bad body, a currency the wallet holds none of, an amount above what it holds, or a USD value
 *   above `availableBalanceUsd` (fast-fill holds reduce what can be claimed).
 * - `POST /app-fees/:wallet/claim/confirm?signature=0x…` `{nonce}` → `{message, txHash}`: with a valid signature by
 *   the wallet, debits the balance exactly once (checked and marked synchronously, so a replayed or concurrent
 *   confirm gets 409 and no second payout) and pays out on `chainId` to the recipient (a real transfer on an anvil
 *   chain). 400 unknown or expired nonce, or a balance that no longer covers the claim; 401 a signature not by the
 *   wallet; 409 a nonce already used.
 */
export function registerClaimRoutes(app: Hono, ctx: SimContext) {
  const pending = () => {
    let m = pendingClaims.get(ctx)
    if (!m) pendingClaims.set(ctx, (m = new Map()))
    return m
  }
  const used = () => {
    let s = usedNonces.get(ctx)
    if (!s) usedNonces.set(ctx, (s = new Set()))
    return s
  }

  app.post('/app-fees/:wallet/claim', async (c) => {
    const wallet = c.req.param('wallet')
    if (!isAddress(wallet, { strict: false }))
      return errorResponse(c, 400, `Invalid wallet address: ${wallet}`, 'INVALID_INPUT')
    const b = await body(c)
    if (!b || typeof b !== 'object' || Array.isArray(b))
      return errorResponse(c, 400, 'Body must be a JSON object', 'INVALID_INPUT')
    const { chainId, currency: address, recipient, amount } = b
    if (typeof chainId !== 'number' || !Number.isInteger(chainId))
      return errorResponse(c, 400, 'Invalid chainId: must be an integer', 'INVALID_INPUT')
    if (typeof address !== 'string')
      return errorResponse(c, 400, 'Invalid currency: must be an address', 'INVALID_INPUT')
    // A payout on an SVM chain goes to a base58 address, which the (EVM) wallet is not: the recipient is required.
    const svm = ctx.chain(chainId)?.vmType === 'svm'
    if (svm && !isSvmAddress(recipient))
      return errorResponse(
        c,
        400,
        `Invalid recipient: a claim on SVM chain ${chainId} needs a base58 recipient address`,
        'INVALID_INPUT',
      )
    if (
      !svm &&
      recipient !== undefined &&
      (typeof recipient !== 'string' || !isAddress(recipient, { strict: false }))
    )
      return errorResponse(c, 400, 'Invalid recipient: must be an EVM address', 'INVALID_INPUT')
    if (amount !== undefined && (typeof amount !== 'string' || !/^[1-9][0-9]*$/.test(amount)))
      return errorResponse(
        c,
        400,
        'Invalid amount: must be a positive integer string (smallest units)',
        'INVALID_INPUT',
      )
    const currency = ctx.currency(chainId, address)
    const held = currency ? ctx.ledger.unitsOf(wallet, currency) : 0n
    if (!currency || held === 0n)
      return errorResponse(
        c,
        400,
        `Nothing to claim: ${wallet} holds no ${address} on chain ${chainId}`,
        'INVALID_INPUT',
      )
    const units = amount === undefined ? held : BigInt(amount)
    if (units > held)
      return errorResponse(c, 400, `Invalid amount: ${units} exceeds the ${held} claimable`, 'INVALID_INPUT')
    const usd6 = toUsd6(units, currency)
    const available6 = ctx.ledger.availableUsd6(wallet)
    if (usd6 > available6)
      return errorResponse(
        c,
        400,
        `Claim of ${formatUsd6(usd6)} USD exceeds the available balance ${formatUsd6(available6)} USD (fast-fill holds reduce it)`,
        'INSUFFICIENT_AVAILABLE_BALANCE',
      )
    const nonce = `0x${[...globalThis.crypto.getRandomValues(new Uint8Array(16))].map((x) => x.toString(16).padStart(2, '0')).join('')}`
    const to = svm ? (recipient as string) : getAddress(typeof recipient === 'string' ? recipient : wallet)
    const message = [
      'Claim app fees',
      `Wallet: ${getAddress(wallet)}`,
      `Amount: ${units} (${formatUnits(units, currency.decimals)} ${currency.symbol})`,
      `Currency: ${currency.address}`,
      `Chain: ${chainId}`,
      `Recipient: ${to}`,
      `Nonce: ${nonce}`,
    ].join('\n')
    pending().set(nonce, {
      wallet: getAddress(wallet),
      chainId,
      currency: currency.address,
      recipient: to,
      amount: units,
      message,
      expiresAt: ctx.clock.now() + claimTtlMs,
    })
    return c.json({
      steps: [
        {
          id: 'authorize',
          action: 'Confirm claim in your wallet',
          description: `Sign to claim ${formatUnits(units, currency.decimals)} ${currency.symbol}`,
          kind: 'signature',
          items: [
            {
              status: 'incomplete',
              data: {
                sign: { signatureKind: 'eip191', message },
                post: {
                  endpoint: `/app-fees/${getAddress(wallet)}/claim/confirm`,
                  method: 'POST',
                  body: { nonce },
                },
              },
            },
          ],
        },
      ],
    })
  })

  app.post('/app-fees/:wallet/claim/confirm', async (c) => {
    const wallet = c.req.param('wallet')
    const signature = c.req.query('signature')
    const b = await body(c)
    const nonce = typeof b?.nonce === 'string' ? b.nonce : undefined
    if (!nonce) return errorResponse(c, 400, 'nonce is required', 'INVALID_INPUT')
    if (used().has(nonce)) return errorResponse(c, 409, 'This claim was already confirmed', 'NONCE_USED')
    const claim = pending().get(nonce)
    if (
      !claim ||
      !isAddress(wallet, { strict: false }) ||
      claim.wallet.toLowerCase() !== wallet.toLowerCase()
    )
      return errorResponse(c, 400, 'Unknown claim nonce for this wallet', 'INVALID_INPUT')
    if (ctx.clock.now() > claim.expiresAt)
      return errorResponse(c, 400, 'This claim expired: ask for a new one', 'EXPIRED')
    const valid =
      typeof signature === 'string' &&
      /^0x[0-9a-fA-F]+$/.test(signature) &&
      (await verifyMessage({
        address: claim.wallet as `0x${string}`,
        message: claim.message,
        signature: signature as `0x${string}`,
      }).catch(() => false))
    if (!valid) return errorResponse(c, 401, 'The signature is not by the wallet', 'UNAUTHORIZED')
    // From here to the debit nothing awaits: a replayed or concurrent confirm sees the nonce used.
    if (used().has(nonce)) return errorResponse(c, 409, 'This claim was already confirmed', 'NONCE_USED')
    const currency = ctx.currency(claim.chainId, claim.currency)!
    if (toUsd6(claim.amount, currency) > ctx.ledger.availableUsd6(claim.wallet))
      return errorResponse(
        c,
        400,
        'The available balance no longer covers this claim',
        'INSUFFICIENT_AVAILABLE_BALANCE',
      )
    if (!ctx.ledger.debitUnits(claim.wallet, currency, claim.amount, { at: ctx.clock.now(), nonce }))
      return errorResponse(c, 400, 'The balance no longer covers this claim', 'INVALID_INPUT')
    used().add(nonce)
    pending().delete(nonce)
    ctx.events.emit('balance.updated', { wallet: claim.wallet })
    const tx = await ctx.backend.payout(
      claim.chainId,
      claim.currency,
      claim.recipient,
      claim.amount,
      `claim:${nonce}`,
    )
    return c.json({
      message: `Claimed ${formatUnits(claim.amount, currency.decimals)} ${currency.symbol}`,
      txHash: tx.txHash,
    })
  })
}
