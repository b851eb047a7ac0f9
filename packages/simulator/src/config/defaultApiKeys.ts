import type { ApiKeyConfig } from '../model/types'
import { addresses } from './addresses'

/** Built-in API keys: `demo-key` (linked sponsor wallet, 1,000 USD app balance, owns the seeded history) and `nolink-key`. */
export const defaultApiKeys: ApiKeyConfig[] = [
  { key: 'demo-key', name: 'Demo integrator', sponsorWallet: addresses.demoSponsor },
  { key: 'nolink-key', name: null, sponsorWallet: null },
]
