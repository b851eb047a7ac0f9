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
}
