// A Server Component: the widget's components are Client Components, rendered on the server into the HTML and
// hydrated in the browser. Their data (quotes, history, status) is fetched in the browser, through the proxy.
import { RequestHistory, RequestStatus } from '@crosspay/widget'
import { Pay } from './Pay'

export default async function Page({ searchParams }: { searchParams: Promise<{ request?: string }> }) {
  const { request } = await searchParams
  return (
    <main style={{ display: 'grid', gap: 24, maxWidth: 480, margin: '24px auto', padding: '0 12px' }}>
      <Pay />
      {request ? <RequestStatus requestId={request} locale="en-US" /> : null}
      <RequestHistory locale="en-US" pageSize={10} />
      <a href="/chains">Chains, rendered on the server</a>
    </main>
  )
}
