// A Server Component. CrosspayProvider is rendered here with plain options (serializable): the client is created
// in the browser from them. A client made here (`client={createClient(…)}`) could not cross to the browser, since it
// carries functions: the provider would throw and name this fix.
import { CrosspayProvider } from '@crosspay/core'
import '@crosspay/widget/styles.css'
import type { ReactNode } from 'react'
import { Providers } from './providers'

export const metadata = { title: 'crosspay on Next.js' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>
          {/* The route handler in app/api/crosspay/[...path]/route.ts: the API key stays on the server. */}
          <CrosspayProvider config={{ baseUrl: '/api/crosspay' }}>{children}</CrosspayProvider>
        </Providers>
      </body>
    </html>
  )
}
