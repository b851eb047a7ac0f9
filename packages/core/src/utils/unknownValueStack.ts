/**
 * An enum value a response carried that this version of the kit does not know, or (`dropped`) an element of a
 * lenient list (`lenientList`) that did not fit its schema and was left out.
 */
export type UnknownValue = {
  /** Which field, e.g. `status` or `failReason` (for a dropped element, the list and index: `chains[3]`). */
  field: string
  /** The value, kept as a string (for a dropped element, what was wrong with it: `id: Invalid input: …`). */
  value: string
  /** Set when the element was left out of its list. */
  dropped?: true
}

/**
 * Collectors of unknown enum values, innermost last. Parsing is synchronous, so the collector on top
 * is the one of the parse in progress. Internal: use `collectUnknownValues`.
 */
export const unknownValueStack: UnknownValue[][] = []
