import type { Hono } from 'hono'
import type { SimContext } from '../model/SimContext'

/** Placeholder: mounts nothing yet. */
export function registerQuoteRoutes(_app: Hono, _ctx: SimContext) {}
