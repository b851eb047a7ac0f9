/** The amount group of the widget's messages (see `defaultMessages`). */
export const amountMessages = {
  label: 'Amount',
  /** The empty field's hint, with the locale's decimal separator. */
  placeholder: (decimal: string) => `0${decimal}0`,
  max: 'Max',
  tooManyDecimals: (decimals: number) =>
    `This token has at most ${decimals} decimal${decimals === 1 ? '' : 's'}.`,
  notANumber: 'Enter a number, like 1,000.5',
  /** `1,5` where `,` groups digits: it could be 1.5 or 15. */
  ambiguous: (decimal: string) => `Use ${decimal} for decimals.`,
  tooLarge: 'This amount is larger than the token can hold.',
  /** What the field understood, shown under it while the text has separators (`Read as 1.234,5 ETH`). */
  readAs: (amount: string) => `Read as ${amount}`,
}
