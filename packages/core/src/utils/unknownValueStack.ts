/** An enum value a response carried that this version of the kit does not know. */
export type UnknownValue = {
  /** Which field, e.g. `status` or `failReason`. */
  field: string
  /** The value, kept as a string. */
  value: string
}

/**
 * Collectors of unknown enum values, innermost last. Parsing is synchronous, so the collector on top
 * is the one of the parse in progress. Internal: use `collectUnknownValues`.
 */
export const unknownValueStack: UnknownValue[][] = []
