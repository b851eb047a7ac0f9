// Request statuses on the in-page simulator: a success, a refund and a failure from the seeded history, in light and
// dark, wide and at 320 px, for screenshots (`node packages/widget/scripts/screenshot.mjs statusGallery.tsx docs/screenshots/request-status.png 1300x720`).
import { getRequests } from '@crosspay/core'
import { createRoot } from 'react-dom/client'
import { RequestStatus } from '../src/RequestStatus/RequestStatus'
import '../src/styles/crosspay.css'
import { GalleryProviders, startGallerySimulator } from './simGallery'

const client = startGallerySimulator()
const first = async (status: 'success' | 'refund' | 'failure') =>
  (await getRequests(client, { status, limit: 1, filters: [{ 'not:originChainId': 792703809 }] }))
    .requests[0]!.id

Promise.all([first('success'), first('refund'), first('failure')]).then(([success, refund, failure]) =>
  render(success, refund, failure),
)

const card = { background: 'transparent', borderRadius: 12, overflow: 'hidden' }
const render = (success: string, refund: string, failure: string) =>
  createRoot(document.getElementById('root')!).render(
    <GalleryProviders client={client}>
      <div style={{ display: 'flex', gap: 24, padding: 24, background: '#888', alignItems: 'flex-start' }}>
        <div style={{ ...card, width: 400 }}>
          <RequestStatus requestId={success} theme="light" locale="en-US" onClose={() => {}} />
        </div>
        <div style={{ ...card, width: 400 }}>
          <RequestStatus requestId={refund} theme="dark" locale="en-US" />
        </div>
        <div style={{ ...card, width: 320 }}>
          <RequestStatus requestId={failure} theme="light" locale="en-US" />
        </div>
      </div>
    </GalleryProviders>,
  )
