/** A chain's name for people: the record's `displayName` (else `name`), or `#<id>` when the chain is not listed. */
export function chainLabel(
  chains: readonly { id: number; name?: string; displayName?: string }[] | undefined,
  chainId: number,
): string {
  const chain = chains?.find((c) => c.id === chainId)
  return chain?.displayName ?? chain?.name ?? `#${chainId}`
}
