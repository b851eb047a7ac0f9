import { parseUnits } from 'viem'
import type { RequestStatus, SimRequest, SimTx } from '../model/types'
import { fromUsd6 } from '../quote/fromUsd6'
import { usd6FromNumber } from '../quote/usd6FromNumber'
import type { CurrencyLookup } from './describeFunds'
import { toAmount } from './toAmount'
import { toCurrency } from './toCurrency'
import { toRefundCurrencyData } from './toRefundCurrencyData'
import { toRequestRate } from './toRequestRate'
import { toRequestTx } from './toRequestTx'

/** v2 status: `depositing` and `submitted` did not exist; both were `delayed`. */
const v2Status = (s: RequestStatus) => (s === 'depositing' || s === 'submitted' ? 'delayed' : s)

/** A transaction of `inTxs` / `outTxs` in the v2 shape: the v3 one with `hash` for `txHash`. */
const toTx = (t: SimTx) => {
  const { txHash, ...rest } = toRequestTx(t)
  return { hash: txHash, ...rest }
}

/**
 * USD → wei of the origin chain's 18-decimal native currency at a fixed 3,000 USD (v2's wei `fees`): the USD
 * figure in micro-USD, then integer arithmetic rounded down (no float on wei).
 */
const usdToWei = (usd: number) => fromUsd6(usd6FromNumber(usd), { priceUsd: 3000, decimals: 18 }).toString()

/**
 * The deprecated v2 request record (interface "GET /requests/v2" and the v2 → v3 changes, read
 * backwards): `data.metadata` (sender, currencies, rate), `data.price`, `data.currency*` objects,
 * `hash` in transactions, `N/A` for empty fail reasons, `delayed` for depositing/submitted, wei
 * `data.fees` + `data.feesUsd`, `data.expandedPriceImpact` with `relay` (not `platform`),
 * `data.appFees` + `data.paidAppFees`, `data.subsidizedRequest` / `data.subsidizedFee`, and the root
 * `referrer`, `partnerId` and `moonpayId`. `data.refundCurrencyData` is what the refund returned (the
 * indexed deposit), as in v3.
 */
export function toRequestRecordV2(request: SimRequest, currencyOf?: CurrencyLookup) {
  const r = request
  const c = r.feeComponentsUsd
  const fixedUsd = c.platform + c.swap
  const currencyIn = toAmount(r.currencyIn, r.amountIn, r.amountInUsd)
  const received = r.actualAmountOut ?? r.amountOut
  const currencyOut = toAmount(r.currencyOut, received, r.amountOutUsd)
  const rate = toRequestRate(r, received)
  const sponsoredUsd6 = r.sponsorship ? parseUnits(r.sponsorship.sponsoredTotal.amountUsd || '0', 6) : 0n
  return {
    id: r.id,
    status: v2Status(r.status),
    user: r.user,
    recipient: r.recipient,
    referrer: r.referrer,
    partnerId: r.partnerId,
    moonpayId: null,
    data: {
      fees: { gas: usdToWei(c.execution), fixed: usdToWei(fixedUsd), price: usdToWei(c.app) },
      feesUsd: { gas: c.execution.toFixed(6), fixed: fixedUsd.toFixed(6), price: c.app.toFixed(6) },
      inTxs: r.inTxs.map(toTx),
      outTxs: r.outTxs.map(toTx),
      currency: r.currencyIn.symbol.toLowerCase(),
      currencyObject: toCurrency(r.currencyIn),
      feeCurrency: r.currencyIn.symbol.toLowerCase(),
      feeCurrencyObject: toCurrency(r.currencyIn),
      appFeeCurrencyObject: toCurrency(r.currencyIn),
      refundCurrencyData: toRefundCurrencyData(r, currencyOf),
      appFees: r.appFees.map((f) => ({ recipient: f.recipient, bps: f.bps, amount: f.amount })),
      paidAppFees:
        r.status === 'success'
          ? r.appFees.map((f) => ({ recipient: f.recipient, bps: f.bps, amount: f.amount }))
          : [],
      metadata: { sender: r.sender, recipient: r.recipient, currencyIn, currencyOut, rate },
      price: r.amountOut,
      usesExternalLiquidity: r.usesExternalLiquidity,
      timeEstimate: r.timeEstimate,
      slippageTolerance: r.slippageTolerance,
      failReason: r.failReason ?? 'N/A',
      refundFailReason: r.refundFailReason ?? 'N/A',
      subsidizedRequest: r.sponsorship !== null && sponsoredUsd6 > 0n,
      subsidizedFee: r.sponsorship
        ? { amount: r.sponsorship.sponsoredTotal.amount, amountUsd: r.sponsorship.sponsoredTotal.amountUsd }
        : null,
      expandedPriceImpact: {
        swap: { usd: c.swap.toFixed(6) },
        execution: { usd: c.execution.toFixed(6) },
        relay: { usd: c.platform.toFixed(6) },
        app: { usd: c.app.toFixed(6) },
        sponsored: { usd: c.sponsored.toFixed(6) },
      },
      supersededByRequestId: r.supersededByRequestId,
      depositAddress: r.depositAddress?.address ?? null,
    },
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  }
}
