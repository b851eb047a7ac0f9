/** The address group of the widget's messages (see `defaultMessages`): addresses, hashes, explorer links. */
export const addressMessages = {
  copy: 'Copy',
  copyLabel: (value: string) => `Copy ${value}`,
  copied: 'Copied',
  viewOnExplorer: (explorer: string) => `View on ${explorer}`,
  explorer: 'the explorer',
  /** A chain the service's chain list does not name. */
  unknownChain: (id: number) => `Chain ${id}`,
}
