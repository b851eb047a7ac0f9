import type { SimContext } from '../model/SimContext'

/**
 * Permit / gasless flows: the signed authorization was accepted by the execute API, so the
 * origin deposit is confirmed (`waiting` → `depositing`); indexing and the fill follow on the clock.
 * Placeholder until the lifecycle module implements it.
 */
export async function confirmPermitDeposit(_ctx: SimContext, _requestId: string): Promise<void> {}
