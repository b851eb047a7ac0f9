import { describe, expect, test } from 'vitest'
import { createSimulator } from '../app/createSimulator'

describe('registerIconRoutes', () => {
  test('behavior: every verified currency and chain icon the records name is an SVG served by the simulator itself', async () => {
    const base = 'http://sim.test'
    const sim = createSimulator({ baseUrl: base, rateLimits: false })
    const { chains } = (await (await sim.fetch(`${base}/chains`)).json()) as {
      chains: {
        iconUrl: string
        featuredTokens: { metadata: { logoURI: string } }[]
        erc20Currencies: { metadata: { logoURI: string; verified: boolean } }[]
      }[]
    }
    const urls = new Set<string>()
    for (const chain of chains) {
      urls.add(chain.iconUrl)
      for (const token of chain.featuredTokens) urls.add(token.metadata.logoURI)
    }
    expect(urls.size).toBeGreaterThan(8)
    for (const url of urls) {
      expect(url.startsWith(`${base}/icons/`), url).toBe(true)
      const response = await sim.fetch(url) // no API key
      expect(response.status, url).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      const svg = await response.text()
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
      expect(svg.length).toBeLessThan(600)
    }
    // Unverified tokens keep their unreachable logos (they test the fallbacks); unknown names are 404.
    const unverified = chains.flatMap((c) => c.erc20Currencies).filter((t) => t.metadata.verified === false)
    expect(unverified.length).toBeGreaterThan(0)
    for (const token of unverified) expect(token.metadata.logoURI.startsWith(base)).toBe(false)
    expect((await sim.fetch(`${base}/icons/nope.svg`)).status).toBe(404)
    expect((await sim.fetch(`${base}/icons/chains/nope.svg`)).status).toBe(404)
  })

  test("behavior: each chain's icon is also served as the square badge the peer's widget asks for", async () => {
    const base = 'http://sim.test'
    const sim = createSimulator({ baseUrl: base, rateLimits: false })
    const { chains } = (await (await sim.fetch(`${base}/chains`)).json()) as { chains: { iconUrl: string }[] }
    for (const { iconUrl } of chains) {
      // relay-kit-ui's ChainIcon: `icon.replace('/icons/', '/icons/square/')`
      const square = iconUrl.replace('/icons/', '/icons/square/')
      expect(square).toMatch(/\/icons\/square\/chains\/[a-z0-9-]+\.svg$/)
      const response = await sim.fetch(square)
      expect(response.status, square).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(await response.text()).toBe(await (await sim.fetch(iconUrl)).text())
    }
    expect((await sim.fetch(`${base}/icons/square/chains/nope.svg`)).status).toBe(404)
    await sim.close()
  })
})
