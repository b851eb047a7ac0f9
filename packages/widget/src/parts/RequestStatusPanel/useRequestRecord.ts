'use client'
import { type RequestRecord, useRequests } from '@crosspay/core'
import { useEffect } from 'react'

/**
 * The request's record from the history (`GET /requests/v3?id=…`), for what the status alone does not carry:
 * amounts, tokens, and each transaction's chain. `initial` (a record the caller already has) shows at once; `false`
 * looks nothing up. It is fetched again whenever the live `status` moves past the record's, or, when there is no
 * record yet (a quote the history does not list before its deposit is seen), past `waiting`. A failure (no API key:
 * 401) only means no record: the caller shows what the status has.
 */
export function useRequestRecord(
  requestId: string | undefined,
  status: string | undefined,
  initial: RequestRecord | false | undefined,
): RequestRecord | undefined {
  const enabled = Boolean(requestId) && initial !== false
  const { requests, refetch } = useRequests({
    id: requestId,
    limit: 1,
    query: {
      enabled,
      retry: false,
      ...(initial
        ? {
            initialData: {
              pages: [{ requests: [initial], continuation: undefined, total: undefined }],
              pageParams: [undefined],
            },
          }
        : {}),
    },
  })
  const record = enabled ? requests.find((r) => r.id.toLowerCase() === requestId?.toLowerCase()) : undefined
  const recordStatus = record?.status
  useEffect(() => {
    // No record yet for a request still `waiting` (the history lists it once its deposit is seen): ask again as
    // soon as the status moves on.
    const moved = recordStatus ? status !== recordStatus : status !== undefined && status !== 'waiting'
    if (enabled && moved) void refetch()
  }, [enabled, status, recordStatus, refetch])
  return record ?? (initial || undefined)
}
