import { z } from 'zod'
import { appFeesRecordSchema } from './appFeesRecordSchema'
import { currencySchema } from './currencySchema'
import { failReasonValues } from './failReasonValues'
import { feeSponsorshipSchema } from './feeSponsorshipSchema'
import { lenientEnum } from './lenientEnum'
import { refundFailReasonValues } from './refundFailReasonValues'
import { requestFeatureValues } from './requestFeatureValues'
import { requestFeesSchema } from './requestFeesSchema'
import { requestProtocolSchema } from './requestProtocolSchema'
import { requestRouteSchema } from './requestRouteSchema'
import { requestStatusValues } from './requestStatusValues'
import { requestTxSchema } from './requestTxSchema'
import { requestTypeValues } from './requestTypeValues'

const depositAddressSchema = z.looseObject({
  address: z.string(),
  type: lenientEnum('depositAddress.type', ['strict', 'open']).optional(),
  depositor: z.string().nullable().optional(),
  depositTxHash: z.string().nullable().optional(),
  recoveryAddress: z.string().nullable().optional(),
})

const dataSchema = z.looseObject({
  slippageTolerance: z.string().optional(),
  failReason: lenientEnum('failReason', failReasonValues).nullable().optional(),
  refundFailReason: lenientEnum('refundFailReason', refundFailReasonValues).nullable().optional(),
  failedTxHash: z.string().nullable().optional(),
  failedTxBlockNumber: z.number().nullable().optional(),
  failedCallData: z.string().nullable().optional(),
  usesExternalLiquidity: z.boolean().optional(),
  timeEstimate: z.number().optional(),
  triggeredByFastFill: z.unknown().optional(),
  inTxs: z.array(requestTxSchema).default([]),
  outTxs: z.array(requestTxSchema).default([]),
  appFees: appFeesRecordSchema.nullable().optional(),
  fees: requestFeesSchema.nullable().optional(),
  feeSponsorship: feeSponsorshipSchema.nullable().optional(),
  route: requestRouteSchema.nullable().optional(),
  quoteOraclePrice: z
    .looseObject({
      rate: z.string().optional(),
      observedAt: z.union([z.string(), z.number()]).optional(),
      inputCurrency: z.unknown().optional(),
      outputCurrency: z.unknown().optional(),
    })
    .nullable()
    .optional(),
  referrer: z.string().nullable().optional(),
  apiKeyName: z.string().nullable().optional(),
  externalMetadata: z.looseObject({ partnerId: z.string().nullable().optional() }).nullable().optional(),
  platformFee: z.unknown().optional(),
  refundCurrencyData: z.unknown().optional(),
  currency: currencySchema.optional(),
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
  user: z.string().optional(),
  sender: z.string().optional(),
  recipient: z.string().optional(),
  refundTo: z.string().nullable().optional(),
  depositAddress: depositAddressSchema.nullable().optional(),
  requestType: lenientEnum('requestType', requestTypeValues).optional(),
  features: z.array(lenientEnum('features', requestFeatureValues)).default([]),
  supersededByRequestId: z.string().nullable().optional(),
  data: dataSchema,
  protocol: requestProtocolSchema.nullable().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
})

/** A v3 request record (see {@link requestRecordSchema}). */
export type RequestRecord = z.infer<typeof requestRecordSchema>
