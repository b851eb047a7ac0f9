import type { SimContext } from '../model/SimContext'

/** Placeholder: generates nothing yet. */
export function seedHistory(_ctx: SimContext, _options: { seed: number; count: number }) {}
