// `@crosspay/core/legacy`: the deprecated `GET /requests/v2` listing, kept for migrations only.
// The service deprecated it on 22 Jul 2026 and retires it on 24 Nov 2026 (then it answers 410); use
// `getRequests` / `useRequests` from `@crosspay/core` instead. A separate entry so the main one does not carry it.
export type {
  GetRequestsV2ErrorType,
  GetRequestsV2Parameters,
  GetRequestsV2ReturnType,
  RequestsV2Deprecation,
} from '../api/getRequestsV2'
export { getRequestsV2 } from '../api/getRequestsV2'
export type { RequestRecordV2 } from '../schemas/requestRecordV2Schema'
export { requestRecordV2Schema } from '../schemas/requestRecordV2Schema'
export type { RequestsV2Response } from '../schemas/requestsV2ResponseSchema'
export { requestsV2ResponseSchema } from '../schemas/requestsV2ResponseSchema'
