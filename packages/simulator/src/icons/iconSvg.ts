/** Colours of the icons the simulator draws, by symbol or chain name; anything else gets a neutral grey. */
const colours: Record<string, string> = {
  eth: '#627eea',
  weth: '#4a5fb8',
  usdc: '#2775ca',
  usdt: '#26a17b',
  dai: '#f5ac37',
  sol: '#9945ff',
  wsol: '#7a37cc',
  base: '#0052ff',
  optimism: '#ff0420',
  arbitrum: '#28a0f0',
  zora: '#a1723a',
  solana: '#14f195',
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * A small round SVG icon (32×32, under 400 bytes) for a currency symbol or chain name: a coloured disc with the
 * name's first four letters. Drawn, not fetched: the simulator serves its own icons so nothing leaves the machine.
 */
export function iconSvg(name: string): string {
  const key = name.toLowerCase()
  const fill = colours[key] ?? '#868e96'
  const letters = escapeXml(name.slice(0, 4).toUpperCase())
  const size = [13, 13, 13, 10, 8][letters.length] ?? 8
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${fill}"/><text x="16" y="16" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${size}" font-weight="700" fill="#fff">${letters}</text></svg>`
}
