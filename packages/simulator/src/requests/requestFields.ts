import type { SimRequest } from '../model/types'
import { isRefundTx } from './isRefundTx'
import { normalizeIdentifier } from './normalizeIdentifier'

/** A normalised field value: a chain id, or a string normalised as its field's `match` says. */
type FieldValue = string | number

/**
 * How a filterable field compares: `number` (chain ids), `identifier` (addresses, hashes, ids: EVM hex
 * case-insensitively, SVM base58 exactly, see normalizeIdentifier) or `name` (statuses, reasons, types,
 * symbols, keys: case-insensitively).
 */
export type FieldMatch = 'number' | 'identifier' | 'name'

/** One filterable field of a request. */
export interface RequestField {
  match: FieldMatch
  /** Every normalised value of the field (an empty list is "null", for null-checks). */
  values(request: SimRequest): FieldValue[]
  /** Single-valued fields only: the normalised value or null, read without allocating a list (hot scans). */
  one?: (request: SimRequest) => FieldValue | null
}

const id = (s: string | null | undefined) => (s ? normalizeIdentifier(s) : null)
const name = (s: string | null | undefined) => (s ? s.toLowerCase() : null)
const ids = (list: (string | null | undefined)[]) => [
  ...new Set(list.filter((s): s is string => !!s).map(normalizeIdentifier)),
]

/** A single-valued field: `values` is derived from `one`, so the two can never disagree. */
const single = (match: FieldMatch, one: (r: SimRequest) => FieldValue | null): RequestField => ({
  match,
  one,
  values: (r) => {
    const v = one(r)
    return v === null ? [] : [v]
  },
})
const multi = (match: FieldMatch, values: (r: SimRequest) => FieldValue[]): RequestField => ({
  match,
  values,
})

/**
 * The identity, address, chain, currency and status-style fields of a request that `GET /requests/v3`
 * filters on, keyed by filter name. A Map, so a user-supplied key such as `__proto__` or `toString`
 * is simply unknown. Composite keys: `user` is the user or the sender wallet; the symbol keys are the
 * currency's symbol; `term` is the id, wallets, deposit address and every transaction hash.
 */
export const requestFields: ReadonlyMap<string, RequestField> = new Map<string, RequestField>([
  ['id', single('identifier', (r) => id(r.id))],
  ['orderId', single('identifier', (r) => id(r.id))],
  [
    'depositTxHash',
    multi('identifier', (r) => ids([...r.inTxs.map((t) => t.txHash), r.depositAddress?.depositTxHash])),
  ],
  [
    'fillTxHash',
    multi('identifier', (r) => ids(r.outTxs.filter((t) => !isRefundTx(r, t)).map((t) => t.txHash))),
  ],
  [
    'refundTxHash',
    multi('identifier', (r) => ids(r.outTxs.filter((t) => isRefundTx(r, t)).map((t) => t.txHash))),
  ],
  ['originChainId', single('number', (r) => r.originChainId)],
  ['destinationChainId', single('number', (r) => r.destinationChainId)],
  [
    'chainId',
    multi('number', (r) =>
      r.originChainId === r.destinationChainId ? [r.originChainId] : [r.originChainId, r.destinationChainId],
    ),
  ],
  ['user', multi('identifier', (r) => ids([r.user, r.sender]))],
  ['sender', single('identifier', (r) => id(r.sender))],
  ['recipient', single('identifier', (r) => id(r.recipient))],
  ['refundTo', single('identifier', (r) => id(r.refundTo))],
  ['depositAddress', single('identifier', (r) => id(r.depositAddress?.address))],
  ['status', single('name', (r) => r.status)],
  ['failReason', single('name', (r) => name(r.failReason))],
  ['refundFailReason', single('name', (r) => name(r.refundFailReason))],
  ['apiKey', single('name', (r) => name(r.apiKey))],
  ['requestType', single('name', (r) => name(r.requestType))],
  ['currencyInChainId', single('number', (r) => r.currencyIn.chainId)],
  ['currencyOutChainId', single('number', (r) => r.currencyOut.chainId)],
  ['currencyInAddress', single('identifier', (r) => id(r.currencyIn.address))],
  ['currencyOutAddress', single('identifier', (r) => id(r.currencyOut.address))],
  ['currencyInSymbol', single('name', (r) => name(r.currencyIn.symbol))],
  ['currencyOutSymbol', single('name', (r) => name(r.currencyOut.symbol))],
  ['txHash', multi('identifier', (r) => ids([...r.inTxs, ...r.outTxs].map((t) => t.txHash)))],
  [
    'term',
    multi('identifier', (r) =>
      ids([
        r.id,
        r.user,
        r.sender,
        r.recipient,
        r.depositAddress?.address,
        r.depositAddress?.depositTxHash,
        ...r.inTxs.map((t) => t.txHash),
        ...r.outTxs.map((t) => t.txHash),
      ]),
    ),
  ],
])
