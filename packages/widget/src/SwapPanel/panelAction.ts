/** What the panel's main button does and says, and the panel's `data-state`. */
export type PanelAction =
  | 'connect'
  | 'choose-tokens'
  | 'enter-amount'
  | 'enter-recipient'
  | 'fix-input'
  | 'insufficient'
  | 'quoting'
  | 'updating'
  | 'no-route'
  | 'quote-error'
  | 'held'
  | 'ready'

/** What {@link panelAction} reads. */
export type PanelActionInput = {
  connected: boolean
  routeChosen: boolean
  amountState: 'empty' | 'valid' | 'invalid'
  amountIsZero: boolean
  fieldsValid: boolean
  /** The recipient is needed (the wallet's address cannot receive on the destination) and none is typed yet. */
  recipientRequired?: boolean | undefined
  insufficient: boolean
  quoteLoading: boolean
  quoteErrorKind: string | undefined
  /** A quote made for exactly the form's current body (`useQuote`'s `dataParameters`). */
  hasQuote: boolean
  /** A quote is shown, but it was made for an earlier body: a newer one is on its way. */
  quoteOutdated: boolean
  /**
   * An earlier transfer is not settled (a reload, another tab) and was not dismissed: nothing new is quoted or sent
   * until it is. Defaults to false.
   */
  held?: boolean | undefined
}

/**
 * The panel's one next action, first missing thing first: choose tokens, enter an amount, fix a field, then
 * (quotes are shown before a wallet is connected) connect, not enough balance, wait for the quote, no route or a
 * quote error, and finally ready to send. Ready only with a quote made for the form's current body: while the quote
 * shown was made for an earlier one, the action is `updating` (the button says so and is disabled). While an earlier
 * transfer is unsettled and not dismissed, `held` comes first: no second transfer beside one that may be paying.
 */
export function panelAction(input: PanelActionInput): PanelAction {
  if (input.held) return 'held'
  if (!input.routeChosen) return 'choose-tokens'
  if (input.amountState === 'empty' || input.amountIsZero) return 'enter-amount'
  if (input.amountState !== 'invalid' && input.recipientRequired) return 'enter-recipient'
  if (input.amountState === 'invalid' || !input.fieldsValid) return 'fix-input'
  if (input.quoteErrorKind === 'NO_SWAP_ROUTES_FOUND') return 'no-route'
  if (input.quoteErrorKind !== undefined) return 'quote-error'
  if (!input.connected) return 'connect'
  if (input.insufficient) return 'insufficient'
  if (input.quoteOutdated) return 'updating'
  if (input.quoteLoading || !input.hasQuote) return 'quoting'
  return 'ready'
}
