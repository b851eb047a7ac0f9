/** The amount group of the widget's messages (see `defaultMessages`). */
export const amountMessages = {
  label: 'Amount',
  placeholder: '0.0',
  max: 'Max',
  tooManyDecimals: (decimals: number) =>
    `This token has at most ${decimals} decimal${decimals === 1 ? '' : 's'}.`,
  notANumber: 'Enter a number, like 1,000.5',
  tooLarge: 'This amount is larger than the token can hold.',
}
