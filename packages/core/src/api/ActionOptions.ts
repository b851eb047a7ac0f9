/** Per-call options every action accepts as its third argument. */
export type ActionOptions = {
  /** Cancels the request (TanStack Query passes its own). The action then rejects with the `AbortError`. */
  signal?: AbortSignal | undefined
}
