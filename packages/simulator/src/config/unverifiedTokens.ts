import { getAddress, keccak256, toHex } from 'viem'
import type { SupportedCurrency } from '../model/types'

/** The names of the unverified tokens: some ordinary, some long, some hostile, as a real token list has. */
const names: [symbol: string, name: string, decimals: number, logoURI?: string][] = [
  ['FROG', 'Frog Finance', 18],
  ['PEPE2', 'Pepe Two', 18],
  ['MOON', 'Moon Shot', 9],
  ['🚀ROCKET', 'Rocket 🚀 Token', 18],
  ['XSS', '<img src=x onerror=alert(1)>', 18, 'javascript:alert(1)'],
  [
    'LONGSYMBOLTOKEN',
    'The Extraordinarily Long-Named Community Governance Token of the Decentralised Future',
    18,
  ],
  ['INSECURE', 'Insecure Logo Token', 6, 'http://insecure.example/logo.png'],
  ['SVGLOGO', 'Inline Logo Token', 8, 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'],
  ['WBTC.x', 'Wrapped Bitcoin (unofficial)', 8],
  ['USDC.e', 'Bridged USD Coin (unofficial)', 6],
  ['DOGE2', 'Doge Two', 8],
  ['CAT', 'Cat Coin', 18],
  ['YIELD', 'Yield Farm', 18],
  ['GOV', 'Governance', 18],
  ['META', 'Metaverse Land', 18],
  ['AI', 'Artificial Intelligence Token', 18],
  ['GAME', 'Game Credits', 6],
  ['ORCL', 'Oracle Network (fan token)', 18],
  ['ZERO', 'Zero Decimal Points', 0],
  ['BURN', 'Burn Rate', 18],
  ['SUN', 'Sun Token', 18],
  ['RAIN', 'Rain Drop', 12],
  ['KOI', 'Koi Pond', 18],
  ['LUCK', 'Lucky Seven', 7],
  ['ARB.x', 'Arbitrage Bot', 18],
  ['PLSM', 'Plasma', 18],
  ['NODE', 'Node Runner', 18],
  ['SEED', 'Seed Round', 18],
  ['ECHO', 'Echo Chamber', 18],
  ['ØRE', 'Øre Token', 4],
]

/**
 * Thirty unverified ERC-20s (`metadata.verified: false`) per EVM chain, for token search: simulated only (never
 * deployed), priced at a cent, and without a route: a quote to or from one is 400 `NO_SWAP_ROUTES_FOUND`. Their
 * names and logos include what a UI must render inertly: markup, very long text, emoji, `javascript:` and `http:`
 * logo URLs. Addresses are deterministic (keccak of `unverified:<symbol>`), the same on every chain.
 */
export function unverifiedTokens(chainId: number): SupportedCurrency[] {
  return names.map(([symbol, name, decimals, logoURI]) => ({
    chainId,
    address: getAddress(`0x${keccak256(toHex(`unverified:${symbol}`)).slice(-40)}`),
    symbol,
    name,
    decimals,
    metadata: {
      logoURI: logoURI ?? `https://assets.crosspay.local/icons/unverified/${encodeURIComponent(symbol)}.svg`,
      verified: false,
      isNative: false,
    },
    priceUsd: 0.01,
    isNative: false,
    isStablecoin: false,
  }))
}
