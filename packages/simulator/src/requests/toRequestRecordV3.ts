import type { Currency, SimRequest, SimTx } from '../model/types'
import type { CurrencyLookup } from './describeFunds'
import { isRefundTx } from './isRefundTx'
import { toCurrency } from './toCurrency'
import { toFeesV3 } from './toFeesV3'
import { toRefundCurrencyData } from './toRefundCurrencyData'
import { toRequestTx } from './toRequestTx'
import { toRouteV3 } from './toRouteV3'

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * `data.feeSponsorship`, or null when the request was not sponsored. Its amounts are 6-decimal USD units,
 * so its `currency` is the sponsor's stablecoin (`sponsorCurrency`), not the request's input currency.
 */
const toFeeSponsorship = (r: SimRequest, currency: Currency | null) => {
  const s = r.sponsorship
  if (!s) return null
  const quoted = {
    selectedComponents: s.selectedComponents,
    maxSubsidizationAmount: s.maxSubsidizationAmount,
    capHit: s.capHit,
    components: s.components,
    sponsoredTotal: s.sponsoredTotal,
    userPaysTotal: s.userPaysTotal,
  }
  return {
    quoted,
    actual: { ...quoted, sponsorPayment: r.sponsorPayment },
    currency: currency ? toCurrency(currency) : null,
  }
}

/** `data.appFees`: quoted entries, and the collected ones (with `amountUsd`) once filled. */
const toAppFees = (r: SimRequest) => ({
  quoted: r.appFees.map((f) => ({
    recipient: f.recipient,
    bps: f.bps,
    amount: f.amount,
    amountFormatted: f.amountFormatted,
  })),
  actual: r.status === 'success' ? r.appFees.map((f) => ({ ...f })) : [],
  currency: toCurrency(r.currencyIn),
})

/** `protocol` of a v3 request record. The order id is the request id the deposit calldata carries. */
const toProtocol = (r: SimRequest) => {
  const deposit = r.inTxs[0]
  const settle = (t: SimTx) => ({ chainId: t.chainId, transactionId: t.txHash })
  return {
    orderId: r.id,
    hubType: 'depository',
    isWithdrawable: false,
    solver: {
      address: r.solverAddress,
      protocolChainId: r.destinationChainId,
      chainId: r.destinationChainId,
    },
    deposit: {
      // what was actually deposited once indexed (amount, chain, currency), else the quoted input
      origin: {
        amount: r.deposited?.amount ?? r.amountIn,
        chainId: r.deposited?.chainId ?? r.originChainId,
        currency: r.deposited?.currency ?? r.currencyIn.address,
        depositor: deposit?.data.from ?? r.sender,
        depository: deposit?.data.to ?? null,
        onchainId: r.id,
        transactionId: deposit?.txHash ?? null,
      },
    },
    settlement: {
      destination: {
        fills: r.outTxs.filter((t) => !isRefundTx(r, t)).map(settle),
        refunds: r.outTxs.filter((t) => isRefundTx(r, t)).map(settle),
      },
    },
  }
}

/**
 * The complete v3 request record of the interface ("Request record") for `request`. The authenticated
 * fields (`data.referrer`, `data.apiKeyName`, `data.platformFee`) are present only when `authenticated`
 * (includeAuthenticatedData=true and the caller's key created the request). `currencyOf` resolves a
 * deposited currency other than the quoted one (an incorrect deposit currency) for the deposit and
 * refund amounts. `sponsorCurrency` is the currency of sponsorship amounts (the 6-decimal stablecoin of
 * 8453, see `quote/sponsorCurrency`), reported as `data.feeSponsorship.currency`.
 */
export function toRequestRecordV3(
  request: SimRequest,
  options: { authenticated: boolean; sponsorCurrency: Currency | null; currencyOf?: CurrencyLookup },
) {
  const r = request
  const platformUsd = r.feeComponentsUsd.platform
  const fees = toFeesV3(r)
  return {
    id: r.id,
    status: r.status,
    user: r.user,
    sender: r.sender,
    recipient: r.recipient,
    refundTo: r.refundTo,
    depositAddress: r.depositAddress ? { ...r.depositAddress } : null,
    requestType: r.requestType,
    features: [...r.features],
    supersededByRequestId: r.supersededByRequestId,
    data: {
      slippageTolerance: r.slippageTolerance,
      failReason: r.failReason === 'N/A' ? null : r.failReason,
      refundFailReason: r.refundFailReason === 'N/A' ? null : r.refundFailReason,
      failedTxHash: r.failedTxHash,
      failedTxBlockNumber: r.failedTxBlockNumber,
      failedCallData: r.failedCallData,
      usesExternalLiquidity: r.usesExternalLiquidity,
      timeEstimate: r.timeEstimate,
      triggeredByFastFill: r.fastFill ? true : null,
      inTxs: r.inTxs.map(toRequestTx),
      outTxs: r.outTxs.map(toRequestTx),
      appFees: toAppFees(r),
      fees,
      feeSponsorship: toFeeSponsorship(r, options.sponsorCurrency),
      route: toRouteV3(r, options.currencyOf),
      quoteOraclePrice: null,
      ...(options.authenticated
        ? {
            referrer: r.referrer,
            apiKeyName: r.apiKeyName,
            platformFee:
              platformUsd > 0 ? { ...fees.quoted.platform, currency: toCurrency(r.currencyIn) } : null,
          }
        : {}),
      externalMetadata: { partnerId: r.partnerId },
      refundCurrencyData: toRefundCurrencyData(r, options.currencyOf),
    },
    protocol: toProtocol(r),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }
}
