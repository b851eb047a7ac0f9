/** What the panel's main button does and says, and the panel's `data-state`. */
export type PanelAction =
  | 'connect'
  | 'choose-tokens'
  | 'enter-amount'
  | 'fix-input'
  | 'insufficient'
  | 'quoting'
  | 'no-route'
  | 'quote-error'
  | 'ready'

/** What {@link panelAction} reads. */
export type PanelActionInput = {
  connected: boolean
  routeChosen: boolean
  amountState: 'empty' | 'valid' | 'invalid'
  amountIsZero: boolean
  fieldsValid: boolean
  insufficient: boolean
  quoteLoading: boolean
  quoteErrorKind: string | undefined
  hasQuote: boolean
}

/**
 * The panel's one next action, first missing thing first: choose tokens, enter an amount, fix a field, then
 * (quotes are shown before a wallet is connected) connect, not enough balance, wait for the quote, no route or a
 * quote error, and finally ready to send.
 */
export function panelAction(input: PanelActionInput): PanelAction {
  if (!input.routeChosen) return 'choose-tokens'
  if (input.amountState === 'empty' || input.amountIsZero) return 'enter-amount'
  if (input.amountState === 'invalid' || !input.fieldsValid) return 'fix-input'
  if (input.quoteErrorKind === 'NO_SWAP_ROUTES_FOUND') return 'no-route'
  if (input.quoteErrorKind !== undefined) return 'quote-error'
  if (!input.connected) return 'connect'
  if (input.insufficient) return 'insufficient'
  if (input.quoteLoading || !input.hasQuote) return 'quoting'
  return 'ready'
}
