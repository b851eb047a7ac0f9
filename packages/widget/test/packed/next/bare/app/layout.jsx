// The bare Next.js app the weight figures compare with: no providers, no crosspay, one page.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
