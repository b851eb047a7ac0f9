import type { Hex } from 'viem'
import { scheduleFastFillDeadline } from '../balances/scheduleFastFillDeadline'
import { addresses } from '../config/addresses'
import { creditAppFees } from '../lifecycle/creditAppFees'
import { createRandom } from '../model/createRandom'
import type { SimContext } from '../model/SimContext'
import type {
  AppFeeEntry,
  DepositAddressInfo,
  FeeAmount,
  QuoteBody,
  RequestFeature,
  RequestStatus,
  RequestType,
  SimRequest,
  SimTx,
  SponsorshipResult,
  SupportedCurrency,
} from '../model/types'
import { formatUsd6 } from '../quote/formatUsd6'
import { fromUsd6 } from '../quote/fromUsd6'
import { toUsd6 } from '../quote/toUsd6'
import { usd6FromNumber } from '../quote/usd6FromNumber'
import { formatAmount } from './formatAmount'
import { isListed } from './isListed'
import { seedVocabulary as v } from './seedVocabulary'

const DAY = 86_400_000
const round6 = (n: number) => Math.round(n * 1e6) / 1e6

/**
 * Inserts deterministic past requests (same seed and clock → same requests) owned by `demo-key` straight into
 * `ctx.store`: `count` that `GET /requests/v3` lists, and on top of them the `waiting` ones drawn on the way,
 * quotes whose deposit was never seen (their ids answer `waiting` on the status endpoint; not listed:
 * `isListed`), with createdAt spread over the 30 days before `ctx.clock.now()`. They cover
 * every status, request type, feature, chain (the SVM chain included) and currency; terminal ones carry
 * transactions, fail reasons from the full enums, and some have deposit addresses, app fees, sponsorship
 * and fast fills. The lifecycle never moves them on; the only ledger effect is that of the fast fills
 * still ahead of their deposit: each holds its value on demo-key's sponsor wallet (only while the available
 * balance covers it, else the fast fill was refused and the request is `waiting`) and, as a live fast fill,
 * its deadline turns the hold into a debit. Seeded sponsorship is recorded, not drawn from the ledger.
 */
export function seedHistory(ctx: SimContext, options: { seed: number; count: number }) {
  const rnd = createRandom((options.seed * 2654435761) ^ 0x5eed)
  const int = (n: number) => Math.floor(rnd() * n)
  const pick = <T>(list: readonly T[]) => list[int(list.length)]!
  // Strings are built with join so they are flat (a string grown by += stays a rope of small pieces,
  // several times its size, for the life of the request).
  const hex = (bytes: number) => {
    const words: string[] = ['0x']
    for (let i = 0; i < bytes; i += 4) words.push((int(2 ** 32) >>> 0).toString(16).padStart(8, '0'))
    const s = words.join('')
    return s.length === bytes * 2 + 2 ? s : s.slice(0, bytes * 2 + 2)
  }
  const b58 = (len: number) => {
    const chars: string[] = []
    for (let i = 0; i < len; i++) chars.push(v.base58[int(58)]!)
    return chars.join('')
  }
  const now = ctx.clock.now()
  const key = ctx.apiKey('demo-key')
  const chains = ctx.chains
  const svm = (id: number) => ctx.chain(id)?.vmType === 'svm'
  const evmWallets = Array.from({ length: 40 }, () => hex(20))
  const svmWallets = Array.from({ length: 10 }, () => b58(44))
  const wallet = (chainId: number) => (svm(chainId) ? pick(svmWallets) : pick(evmWallets))
  const txHash = (chainId: number) => (svm(chainId) ? b58(88) : hex(32))

  const feeAmount = (currency: SupportedCurrency, usd: number): FeeAmount => {
    // Token units from micro-USD in bigint (rounded down), and the fee's USD value is those units at the price
    // table, as a live request's fee is valued (and as the ledger values what the recipient earns).
    const units = fromUsd6(usd6FromNumber(usd), currency)
    const amount = units.toString()
    return {
      currency,
      amount,
      amountFormatted: formatAmount(amount, currency),
      amountUsd: formatUsd6(toUsd6(units, currency)),
    }
  }
  const tx = (chainId: number, ts: number, from: string, to: string, value: string, ok = true): SimTx => ({
    txHash: txHash(chainId),
    chainId,
    block: svm(chainId) ? Math.floor(ts * 2.5) : Math.floor(ts / 2) - 800_000_000,
    timestamp: ts,
    fee: String(21_000 * (1 + int(50)) * 1_000_000),
    type: 'onchain',
    status: ok ? 'success' : 'failed',
    data: { from, to, value },
    stateChanges: [],
  })

  // `count` requests the listing shows: the `waiting` ones drawn on the way (quotes never sent) come on top.
  for (let i = 0, listed = 0; listed < options.count; i++) {
    let status: RequestStatus = i < v.statuses.length ? v.statuses[i]! : pick(v.weightedStatuses)
    const requestType: RequestType = i < v.requestTypes.length ? v.requestTypes[i]! : pick(v.requestTypes)
    const sameChain = v.sameChainTypes.includes(requestType)
    const origin = i < chains.length ? chains[i]! : pick(chains)
    let destination = sameChain ? origin : pick(chains)
    if (!sameChain && destination.id === origin.id)
      destination = chains[(chains.indexOf(origin) + 1) % chains.length]!
    const [oNative, oStable] = origin.currencies as [SupportedCurrency, SupportedCurrency]
    const [dNative, dStable] = destination.currencies as [SupportedCurrency, SupportedCurrency]
    let currencyIn: SupportedCurrency
    let currencyOut: SupportedCurrency
    if (requestType === 'Bridge' || requestType === 'Send') {
      // the same asset on both sides: a native bridge only between chains of the same native symbol
      currencyIn = rnd() < 0.6 || oNative.symbol !== dNative.symbol ? oStable : oNative
      currencyOut = currencyIn === oStable ? dStable : dNative
    } else if (requestType === 'Wrap') {
      currencyIn = oNative
      currencyOut = v.wrapped(oNative)
    } else if (requestType === 'Unwrap') {
      currencyIn = v.wrapped(oNative)
      currencyOut = oNative
    } else if (requestType === 'Call') {
      currencyIn = rnd() < 0.5 ? oStable : oNative
      currencyOut = rnd() < 0.5 ? dStable : dNative
    } else {
      currencyIn = rnd() < 0.5 ? oStable : oNative
      currencyOut = currencyIn === oStable ? dNative : dStable
    }

    const features = new Set<RequestFeature>()
    if (i < v.features.length) features.add(v.features[i]!)
    for (const [f, p] of v.featureOdds) if (rnd() < p) features.add(f)
    // Only a gasless / permit flow is ever `depositing`, and a fast fill moves a request on at once.
    if (status === 'depositing') {
      features.add('gasless_execution')
      features.delete('fast_fill')
    }
    // A fast fill moves a `waiting` request straight to `pending`: these fill ahead of their deposit,
    // recently enough that the hold is still held (the deadline is ahead). The first requests keep their
    // status (coverage) and drop the fast fill instead.
    let heldFastFill = false
    if (features.has('fast_fill') && status === 'waiting') {
      if (i < v.statuses.length) features.delete('fast_fill')
      else {
        status = pick(v.fastFillStatuses)
        heldFastFill = true
      }
    }

    const createdAt = heldFastFill
      ? now - 4 * 60_000 - Math.floor(rnd() * 5 * 60_000)
      : now - 60_000 - Math.floor(rnd() * 30 * DAY)
    const usd = Math.round(Math.exp(rnd() * Math.log(5000)) * 100) / 100
    const amountIn = fromUsd6(usd6FromNumber(usd), currencyIn).toString()
    // A fast fill goes ahead only when the sponsor's available balance covers its value, as the live
    // route checks (`fastFillUsd6` of a request without solverInputCurrencyAmount is its amountInUsd);
    // otherwise it was refused and the request is still waiting.
    const sponsorWallet = key?.sponsorWallet ?? null
    if (heldFastFill && !(sponsorWallet && ctx.ledger.availableUsd6(sponsorWallet) >= usd6FromNumber(usd))) {
      status = 'waiting'
      features.delete('fast_fill')
      heldFastFill = false
    }
    // fee costs, 6-decimal USD as a live request's feeComponentsUsd
    const feesUsd = {
      execution: round6(0.01 + rnd() * 0.5),
      swap: requestType.includes('Swap') ? round6(usd * 0.002) : 0,
      platform: round6(usd * 0.0005),
      app: features.has('app_fees') ? round6(usd * 0.005) : 0,
      sponsored: 0,
    }
    const user = wallet(origin.id)
    const recipient = rnd() < 0.8 && svm(origin.id) === svm(destination.id) ? user : wallet(destination.id)
    const sponsored = rnd() < 0.12
    const quoteBody: QuoteBody = {
      user,
      originChainId: origin.id,
      destinationChainId: destination.id,
      originCurrency: currencyIn.address,
      destinationCurrency: currencyOut.address,
      amount: amountIn,
      tradeType: 'EXACT_INPUT',
      recipient,
      ...(sponsored ? v.sponsorBody : {}),
    }
    const sponsorship: SponsorshipResult | null = sponsored ? v.sponsorship(quoteBody, feesUsd) : null
    if (sponsorship) feesUsd.sponsored = Number(sponsorship.sponsoredTotal.amountUsd)
    const outUsd = usd - feesUsd.execution - feesUsd.swap - feesUsd.platform - feesUsd.app + feesUsd.sponsored
    const outUsd6 = usd6FromNumber(outUsd)
    const amountOut = (outUsd6 > 0n ? fromUsd6(outUsd6, currencyOut) : 0n).toString()
    const id = hex(32) as Hex

    const appFees: AppFeeEntry[] = features.has('app_fees')
      ? [
          {
            // demo-key's own wallet or a separate recipient: both have earnings to show (creditAppFees below).
            recipient: pick([sponsorWallet ?? addresses.demoSponsor, addresses.appFeeRecipient]),
            bps: '50',
            ...(() => {
              const f = feeAmount(currencyIn, feesUsd.app)
              return { amount: f.amount, amountFormatted: f.amountFormatted, amountUsd: f.amountUsd }
            })(),
          },
        ]
      : []
    const depositAddress: DepositAddressInfo | null = features.has('deposit_address')
      ? {
          address: svm(origin.id) ? b58(44) : hex(20),
          type: rnd() < 0.7 ? ('strict' as const) : ('open' as const),
          depositor: status === 'waiting' || heldFastFill ? null : user,
          depositTxHash: null,
          recoveryAddress: rnd() < 0.5 ? user : null,
        }
      : null

    // Transactions and timeline.
    const depositTs = Math.floor(createdAt / 1000) + 5 + int(30)
    const fillTs = depositTs + 2 + int(120)
    const inTxs: SimTx[] = []
    const outTxs: SimTx[] = []
    let updatedAt = createdAt
    const history: SimRequest['statusHistory'] = [{ status: 'waiting', at: createdAt }]
    if (heldFastFill) {
      // the fast fill (no deposit indexed yet)
      updatedAt = depositTs * 1000
      history.push({ status: 'pending', at: updatedAt })
    } else if (status !== 'waiting') {
      inTxs.push(tx(origin.id, depositTs, user, depositAddress?.address ?? origin.depository, amountIn))
      updatedAt = depositTs * 1000
      if (depositAddress) depositAddress.depositTxHash = inTxs[0]!.txHash
      if (status === 'depositing') history.push({ status: 'depositing', at: updatedAt })
      else history.push({ status: 'pending', at: updatedAt })
    }
    let failReason: string | null = null
    let refundFailReason: string | null = null
    if (status === 'submitted' || status === 'success') {
      // the destination fill, sent by the destination chain's solver (a mined transaction: `submitted`
      // carries it in `txHashes` as a live request does)
      outTxs.push({
        ...tx(destination.id, fillTs, destination.solverAddresses[0]!, recipient, amountOut),
        kind: 'fill',
      })
      updatedAt = fillTs * 1000
      history.push({ status: 'submitted', at: updatedAt })
    }
    if (status === 'success') {
      updatedAt = (fillTs + 2) * 1000
      history.push({ status: 'success', at: updatedAt })
    } else if (status === 'refund') {
      failReason = pick(v.failReasons)
      outTxs.push({ ...tx(origin.id, fillTs, origin.solverAddresses[0]!, user, amountIn), kind: 'refund' })
      updatedAt = fillTs * 1000
      history.push({ status: 'refund', at: updatedAt })
    } else if (status === 'failure') {
      failReason = pick(v.failReasons)
      refundFailReason = rnd() < 0.6 ? pick(v.refundFailReasons) : null
      updatedAt = fillTs * 1000
      history.push({ status: 'failure', at: updatedAt })
    }
    const failedTx =
      status === 'failure' && rnd() < 0.5 ? tx(destination.id, fillTs, user, recipient, '0', false) : null

    const request: SimRequest = {
      id,
      apiKey: 'demo-key',
      referrer: rnd() < 0.7 ? pick(v.referrers) : null,
      createdAt,
      updatedAt,
      status,
      statusHistory: history,
      user,
      sender: user,
      recipient,
      refundTo: depositAddress ? user : null,
      requestType,
      features: [...features],
      originChainId: origin.id,
      destinationChainId: destination.id,
      currencyIn,
      currencyOut,
      amountIn,
      amountOut,
      amountInUsd: usd,
      amountOutUsd: Math.round(outUsd * 100) / 100,
      actualAmountOut: status === 'success' ? amountOut : null,
      tradeType: 'EXACT_INPUT',
      slippageTolerance: String(50 + int(150)),
      timeEstimate: sameChain ? 2 : 10 + int(20),
      fees: {
        gas: feeAmount(oNative, 0.01 + rnd() * 0.2),
        relayer: feeAmount(currencyIn, feesUsd.execution + feesUsd.platform),
        relayerGas: feeAmount(currencyIn, feesUsd.execution),
        relayerService: feeAmount(currencyIn, feesUsd.platform),
        app: feeAmount(currencyIn, feesUsd.app),
      },
      feeComponentsUsd: feesUsd,
      sponsorship,
      sponsorPayment:
        // charged when the fill is sent, as the lifecycle does
        sponsorship && (status === 'submitted' || status === 'success')
          ? { amount: sponsorship.sponsoredTotal.amount, address: sponsorWallet ?? '', chainId: 8453 }
          : null,
      appFees,
      depositAddress,
      inTxs,
      outTxs,
      failReason,
      refundFailReason,
      failedTxHash: failedTx?.txHash ?? null,
      failedTxBlockNumber: failedTx?.block ?? null,
      failedCallData: failedTx ? '0x' : null,
      outcome: {
        status: status === 'failure' || status === 'refund' ? status : 'success',
        ...(failReason ? { failReason } : {}),
        ...(refundFailReason ? { refundFailReason } : {}),
      },
      fastFill: features.has('fast_fill')
        ? {
            holdUsd6: usd6FromNumber(usd).toString(),
            sponsorWallet: sponsorWallet ?? '',
            placedAt: heldFastFill ? depositTs * 1000 : createdAt,
            deadline: createdAt + 10 * 60_000,
            state: heldFastFill ? 'held' : 'released',
          }
        : null,
      deadline: createdAt + 10 * 60_000,
      usesExternalLiquidity: rnd() < 0.1,
      partnerId: rnd() < 0.1 ? `partner-${int(100)}` : null,
      solverAddress: destination.solverAddresses[0]!,
      apiKeyName: key?.name ?? null,
      supersededByRequestId: null,
      quoteBody,
      quote: null,
    }
    ctx.store.insert(request)
    if (isListed(request)) listed++
    // A seeded success earned its app fees, as a live one does.
    creditAppFees(ctx, id)
    // A fast fill ahead of its deposit holds its value on the sponsor's app balance until the deposit is
    // indexed; at the deadline the hold becomes a debit, as for a live fast fill (`executeFastFill`).
    if (heldFastFill && sponsorWallet && request.fastFill) {
      ctx.ledger.placeHold(sponsorWallet, id, BigInt(request.fastFill.holdUsd6), request.fastFill.placedAt)
      scheduleFastFillDeadline(ctx, id, sponsorWallet, request.fastFill.deadline)
    }
  }
}
