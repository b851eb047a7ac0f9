/** A stand-in for a value a test file's `beforeAll` creates, usable wherever the value is used in the tests. */
export type LateBound<value extends object> = {
  /** Forwards every read, call and key listing to the value given to {@link LateBound.set}; throws before it. */
  readonly value: value
  /** Binds the value (in `beforeAll`). */
  set(value: value): void
  /** The bound value, or undefined (for `afterAll`, which must not throw when `beforeAll` failed). */
  peek(): value | undefined
}

/**
 * A stand-in a fixture returns at the top level of a test file for what its `beforeAll` starts later (a server, a
 * browser), so the file keeps `const { server } = setup…()` and its tests read `server.url` as before. Methods are
 * called on the real value (`this` is the value, not the stand-in).
 *
 * @example
 * const server = createLateBound<SimulatorServer>('server')
 * beforeAll(async () => server.set(await startSimulatorServer({ port: 0 })))
 * test('…', () => fetch(server.value.baseUrl))
 */
export function createLateBound<value extends object>(name: string): LateBound<value> {
  let bound: value | undefined
  const get = (): value => {
    if (bound === undefined) throw new Error(`${name} is not started yet: read it inside a test or a hook`)
    return bound
  }
  const value = new Proxy({} as value, {
    get: (_, key) => {
      const real = get()
      const field = Reflect.get(real, key, real)
      return typeof field === 'function' ? field.bind(real) : field
    },
    set: (_, key, field) => Reflect.set(get(), key, field),
    has: (_, key) => Reflect.has(get(), key),
    ownKeys: () => Reflect.ownKeys(get()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(get(), key)
      return descriptor && { ...descriptor, configurable: true }
    },
  })
  return {
    value,
    set: (next) => {
      bound = next
    },
    peek: () => bound,
  }
}
