/** Every value of `sponsoredFeeComponents` the quote endpoint accepts (decisions.md). */
export const sponsoredFeeComponents: readonly string[] = ['execution', 'swap', 'relay', 'app', 'rent']
