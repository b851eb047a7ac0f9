// The request history on the in-page simulator (200 seeded requests): light and wide, dark at 320 px, and filtered
// to refunds, for screenshots (`node packages/widget/scripts/screenshot.mjs historyGallery.tsx docs/screenshots/request-history.png 1300x770`).
import { createRoot } from 'react-dom/client'
import { RequestHistory } from '../src/RequestHistory/RequestHistory'
import '../src/styles/crosspay.css'
import { GalleryProviders, startGallerySimulator } from './simGallery'

const client = startGallerySimulator()

createRoot(document.getElementById('root')!).render(
  <GalleryProviders client={client}>
    <div style={{ display: 'flex', gap: 24, padding: 24, background: '#888', alignItems: 'flex-start' }}>
      <div style={{ width: 480 }}>
        <RequestHistory theme="light" locale="en-US" />
      </div>
      <div style={{ width: 320 }}>
        <RequestHistory theme="dark" locale="en-US" />
      </div>
      <div style={{ width: 400 }}>
        <RequestHistory
          theme="light"
          locale="en-GB"
          defaultFilters={{
            status: 'refund',
            originChainId: 8453,
            fromDate: '2026-11-01',
            toDate: '2026-11-20',
          }}
        />
      </div>
    </div>
  </GalleryProviders>,
)
