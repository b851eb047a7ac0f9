import { createRandom } from '../model/createRandom'
import type { FaultRule } from './FaultRule'

/** The simulator's injected faults: set, listed, cleared, and matched against each request. */
export type FaultTable = {
  /** Replaces every rule. */
  set(rules: FaultRule[]): void
  /** Adds rules after the current ones. */
  add(rules: FaultRule[]): void
  /** The rules in force (spent ones removed), with how many requests each has hit so far. */
  list(): (FaultRule & { hits: number })[]
  /** Removes every rule. */
  clear(): void
  /**
   * The rule that hits this request, if any: the first whose path, method and JSON-RPC method (`rpcMethods`: the
   * methods a JSON-RPC body calls, empty for any other request) match and whose seeded draw falls under its
   * `probability`; counts the hit and retires a rule whose `times` are spent.
   */
  match(method: string, path: string, rpcMethods?: readonly string[]): FaultRule | undefined
}

/** Whether `rule.path` covers `path` (exact, or a prefix ending in `*`; no path: every non-control endpoint). */
const covers = (rule: FaultRule, path: string) => {
  if (rule.path === undefined) return !path.startsWith('/__sim/')
  return rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path
}

/**
 * A fault table. Draws come from their own seeded generator (`seed`), so injecting faults never changes the
 * simulator's other pseudo-random choices (request ids, seeded history) and a run with the same seed repeats.
 */
export function createFaultTable(seed: number, initial: FaultRule[] = []): FaultTable {
  const random = createRandom(seed ^ 0x5eed_fa17)
  let rules = initial.map((rule) => ({ rule, hits: 0 }))
  return {
    set(next) {
      rules = next.map((rule) => ({ rule, hits: 0 }))
    },
    add(next) {
      rules.push(...next.map((rule) => ({ rule, hits: 0 })))
    },
    list: () => rules.map(({ rule, hits }) => ({ ...rule, hits })),
    clear() {
      rules = []
    },
    match(method, path, rpcMethods = []) {
      for (const entry of rules) {
        const { rule } = entry
        if (!covers(rule, path) || (rule.method && rule.method !== method.toUpperCase())) continue
        if (rule.rpcMethod !== undefined && !rpcMethods.includes(rule.rpcMethod)) continue
        if (rule.probability !== undefined && random() >= rule.probability) continue
        entry.hits += 1
        if (rule.times !== undefined && entry.hits >= rule.times) rules = rules.filter((e) => e !== entry)
        return rule
      }
      return undefined
    },
  }
}
