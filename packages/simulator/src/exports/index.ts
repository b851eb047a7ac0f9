// Browser-safe entry of @crosspay/simulator: the service as a Hono app. No Node built-ins.

export type { Simulator, SimulatorOptions } from '../app/createSimulator'
export { createSimulator } from '../app/createSimulator'
export { addresses } from '../config/addresses'
export { chainIds } from '../config/chainIds'
export { defaultApiKeys } from '../config/defaultApiKeys'
export type { StatusStream, StatusStreamConnection } from '../events/createStatusStream'
export { createStatusStream } from '../events/createStatusStream'
export type { ChainBackend } from '../model/ChainBackend'
export type { SimContext } from '../model/SimContext'
export type * from '../model/types'
