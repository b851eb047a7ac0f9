import type { GaslessPlanNote } from './GaslessPlanNote'

/**
 * `GaslessPlanNote` with a dynamic `import()`: a bundler gives it its own chunk, loaded by `GaslessNote` with
 * `useLoaded` only once the plan says something (a gasless payment, or a foreign delegate): a checkout without gasless,
 * or whose plan runs the normal steps, never loads it.
 */
export function loadGaslessPlanNote(): Promise<typeof GaslessPlanNote> {
  return import('./GaslessPlanNote').then((module) => module.GaslessPlanNote)
}
