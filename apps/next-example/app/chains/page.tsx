// Data fetched on the server: a Server Component may use a client holding the key (it stays in this process; only
// the HTML leaves). The icons are in the server HTML: a logo that fails before React hydrates still falls back to
// the token's initials.
import { createClient, getChains } from '@crosspay/core'
import { TokenIcon, WidgetRoot } from '@crosspay/widget'
import { apiKey, upstream } from '../upstream'

export const dynamic = 'force-dynamic'

export default async function Chains() {
  const chains = await getChains(createClient({ baseUrl: upstream, apiKey }))
  return (
    <WidgetRoot theme="light" locale="en-US">
      <ul style={{ listStyle: 'none', display: 'grid', gap: 8, padding: 16 }}>
        {chains.map((chain) => (
          <li
            key={chain.id}
            data-chain-id={chain.id}
            style={{ display: 'flex', gap: 8, alignItems: 'center' }}
          >
            <TokenIcon
              symbol={chain.currency?.symbol ?? '?'}
              logoURI={chain.currency?.metadata?.logoURI}
              decorative
            />
            {chain.displayName}
          </li>
        ))}
      </ul>
    </WidgetRoot>
  )
}
