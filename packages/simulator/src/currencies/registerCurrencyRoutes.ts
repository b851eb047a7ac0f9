import type { Context, Hono } from 'hono'
import { errorResponse } from '../http/errorResponse'
import type { SimContext } from '../model/SimContext'
import { parseCurrenciesQuery } from './parseCurrenciesQuery'
import { searchCurrencies } from './searchCurrencies'
import { toListedCurrency } from './toListedCurrency'

const integer = /^(0|[1-9][0-9]*)$/

/**
 * The currency endpoints the interface names without payloads ("get currencies", "get token price"), with the
 * shapes from the peer's client (`@relayprotocol/relay-sdk`'s `paths` types), not from the interface:
 * `POST /currencies/v2` → a list of currencies (`searchCurrencies`); `GET /currencies/trending?chainId&limit` →
 * the verified currencies (the simulator has no trading volume to rank by; `sortBy` is accepted and changes
 * nothing); `GET /currencies/token/price?address&chainId` → `{price}` in USD from the price table. Bad input is
 * 400 `INVALID_INPUT`, with the peer's `error` field beside the interface's `message`.
 */
export function registerCurrencyRoutes(app: Hono, ctx: SimContext) {
  const invalid = (c: Context, message: string) =>
    errorResponse(c, 400, message, 'INVALID_INPUT', { error: message })

  app.post('/currencies/v2', async (c) => {
    const text = await c.req.text()
    let body: unknown
    try {
      body = text.trim() ? JSON.parse(text) : {}
    } catch {
      return invalid(c, 'Invalid body: not JSON')
    }
    const query = parseCurrenciesQuery(body)
    if (typeof query === 'string') return invalid(c, query)
    return c.json(searchCurrencies(ctx, query).map((f) => toListedCurrency(f.chain, f.currency)))
  })

  app.get('/currencies/trending', (c) => {
    const chainId = c.req.query('chainId')
    const limit = c.req.query('limit')
    if (chainId !== undefined && !integer.test(chainId))
      return invalid(c, 'Invalid chainId: must be a chain id')
    if (limit !== undefined && !(integer.test(limit) && Number(limit) > 0))
      return invalid(c, 'Invalid limit: must be a positive integer')
    const query = {
      defaultList: true,
      ...(chainId !== undefined ? { chainIds: [Number(chainId)] } : {}),
      limit: Math.min(limit === undefined ? 20 : Number(limit), 100),
      includeAllChains: false,
    }
    return c.json(searchCurrencies(ctx, query).map((f) => toListedCurrency(f.chain, f.currency)))
  })

  app.get('/currencies/token/price', (c) => {
    const address = c.req.query('address')
    const chainId = c.req.query('chainId')
    if (!address) return invalid(c, 'Invalid address: address is required')
    if (chainId === undefined || !integer.test(chainId))
      return invalid(c, 'Invalid chainId: must be a chain id')
    const currency = ctx.currency(Number(chainId), address)
    if (!currency) return invalid(c, `Invalid address: no currency ${address} on chain ${chainId}`)
    return c.json({ price: currency.priceUsd })
  })
}
