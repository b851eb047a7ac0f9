/**
 * The recovery group of the widget's messages (see `defaultMessages`): what a screen says while the service
 * cannot be reached and the kit keeps trying by itself.
 */
export const recoveryMessages = {
  /** The next attempt is due in `seconds` (shown while it counts down). */
  retryingIn: (seconds: number) => `Trying again in ${seconds} s…`,
  /** An attempt is under way (or due now). */
  retryingNow: 'Trying again…',
  /** The button that tries at once. */
  retry: 'Try again',
  /** The service (or the host's proxy) could not be reached or answered nonsense: no request path or URL shown. */
  unreachable: 'The service cannot be reached right now.',
  /** The panel could not load the chains: the pickers are empty until it can. */
  noChains: 'The list of chains could not be loaded: the service cannot be reached right now.',
  /** A transfer's status reads fail after its deposit went out (the progress view). */
  depositSent: 'Your deposit was sent; the status will update when the service answers.',
  /** A transfer's status reads fail before any deposit of this page went out (a deposit-address quote). */
  statusLater: 'The status will update when the service answers.',
}
