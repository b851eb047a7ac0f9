/**
 * An option of `startSimulatorServer` it would otherwise ignore: a simulator option given at the top level
 * (`timing`, `faults`, … belong under `simulator`), one the server sets itself, or an unknown one. `option` names
 * it; the message says where it belongs. Thrown before anything starts (no port, no anvil).
 *
 * @example
 * startSimulatorServer({ timing }) // ServerOptionError: `timing` belongs under `simulator`: …
 */
export class ServerOptionError extends Error {
  override name = 'ServerOptionError' as const
  /** The option at fault, as a path (`timing`, `simulator.rpcUrls`). */
  readonly option: string

  constructor(option: string, message: string) {
    super(message)
    this.option = option
  }
}
