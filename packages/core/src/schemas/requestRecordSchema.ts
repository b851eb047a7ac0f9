import * as z from 'zod/mini'
import { failReasons } from '../failures/failReasons'
import { refundFailReasons } from '../failures/refundFailReasons'
import { appFeesRecordSchema } from './appFeesRecordSchema'
import { currencySchema } from './currencySchema'
import { feeSponsorshipSchema } from './feeSponsorshipSchema'
import { lenientEnum } from './lenientEnum'
import { listOrEmpty } from './listOrEmpty'
import { requestFeatureValues } from './requestFeatureValues'
import { requestFeesSchema } from './requestFeesSchema'
import { requestProtocolSchema } from './requestProtocolSchema'
import { requestRouteSchema } from './requestRouteSchema'
import { requestStatusValues } from './requestStatusValues'
import { requestTxSchema } from './requestTxSchema'
import { requestTypeValues } from './requestTypeValues'

const depositAddressSchema = z.looseObject({
  address: z.string(),
  type: z.optional(lenientEnum('depositAddress.type', ['strict', 'open'])),
  depositor: z.optional(z.nullable(z.string())),
  depositTxHash: z.optional(z.nullable(z.string())),
  recoveryAddress: z.optional(z.nullable(z.string())),
})

const dataSchema = z.looseObject({
  slippageTolerance: z.optional(z.string()),
  failReason: z.optional(z.nullable(lenientEnum('failReason', failReasons))),
  refundFailReason: z.optional(z.nullable(lenientEnum('refundFailReason', refundFailReasons))),
  failedTxHash: z.optional(z.nullable(z.string())),
  failedTxBlockNumber: z.optional(z.nullable(z.number())),
  failedCallData: z.optional(z.nullable(z.string())),
  usesExternalLiquidity: z.optional(z.boolean()),
  timeEstimate: z.optional(z.number()),
  triggeredByFastFill: z.optional(z.unknown()),
  inTxs: listOrEmpty(requestTxSchema),
  outTxs: listOrEmpty(requestTxSchema),
  appFees: z.optional(z.nullable(appFeesRecordSchema)),
  fees: z.optional(z.nullable(requestFeesSchema)),
  feeSponsorship: z.optional(z.nullable(feeSponsorshipSchema)),
  route: z.optional(z.nullable(requestRouteSchema)),
  quoteOraclePrice: z.optional(
    z.nullable(
      z.looseObject({
        rate: z.optional(z.string()),
        observedAt: z.optional(z.union([z.string(), z.number()])),
        inputCurrency: z.optional(z.unknown()),
        outputCurrency: z.optional(z.unknown()),
      }),
    ),
  ),
  referrer: z.optional(z.nullable(z.string())),
  apiKeyName: z.optional(z.nullable(z.string())),
  externalMetadata: z.optional(z.nullable(z.looseObject({ partnerId: z.optional(z.nullable(z.string())) }))),
  platformFee: z.optional(z.unknown()),
  refundCurrencyData: z.optional(z.unknown()),
  currency: z.optional(currencySchema),
})

/**
 * A request record of `GET /requests/v3`, with every nested object of the interface: root fields (`id`,
 * `status`, `user`, `sender`, `recipient`, `refundTo`, `depositAddress`, `requestType`, `features`,
 * `supersededByRequestId`, `createdAt`, `updatedAt` as ISO strings), `data` (fail reasons, transactions, app
 * fees, fees, fee sponsorship, route, oracle price, authenticated fields) and `protocol`. Unknown `status`,
 * `requestType`, `features` and fail reasons are kept as strings and flagged; amounts stay decimal strings.
 */
export const requestRecordSchema = z.looseObject({
  id: z.string(),
  status: lenientEnum('status', requestStatusValues),
  user: z.optional(z.string()),
  sender: z.optional(z.string()),
  recipient: z.optional(z.string()),
  refundTo: z.optional(z.nullable(z.string())),
  depositAddress: z.optional(z.nullable(depositAddressSchema)),
  requestType: z.optional(lenientEnum('requestType', requestTypeValues)),
  features: listOrEmpty(lenientEnum('features', requestFeatureValues)),
  supersededByRequestId: z.optional(z.nullable(z.string())),
  data: dataSchema,
  protocol: z.optional(z.nullable(requestProtocolSchema)),
  createdAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
})

/** A v3 request record (see {@link requestRecordSchema}). */
export type RequestRecord = z.infer<typeof requestRecordSchema>
