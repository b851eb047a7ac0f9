/** The token group of the widget's messages (see `defaultMessages`). */
export const tokenMessages = {
  unverified: 'Unverified token: check its address before you use it.',
  iconFallback: (symbol: string) => `${symbol || '?'} icon`,
}
