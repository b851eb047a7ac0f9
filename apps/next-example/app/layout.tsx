// A Server Component: it passes crosspay's options as plain data ({ baseUrl }, optionally headers), and the client is
// made from them in the browser. A client made here (`client={createClient(…)}`) could not cross to the browser,
// since it carries functions: CrosspayProvider would throw and name this fix. CrosspayProvider itself could be
// rendered here too (`<CrosspayProvider config={…}>`), but a webpack build then loads the pages' crosspay code on
// every route of this layout: keep it in the providers file.
import '@crosspay/widget/styles.css'
import type { ReactNode } from 'react'
import { Providers } from './providers'

export const metadata = { title: 'crosspay on Next.js' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {/* The route handler in app/api/crosspay/[...path]/route.ts: the API key stays on the server. */}
        <Providers crosspay={{ baseUrl: '/api/crosspay' }}>{children}</Providers>
      </body>
    </html>
  )
}
