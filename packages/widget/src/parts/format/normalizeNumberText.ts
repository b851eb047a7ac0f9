/**
 * `input` with the digits and marks of every keyboard people type amounts on, as the plain ones the reader knows:
 * full-width digits and marks of a CJK keyboard (`１２．５`, by NFKC), Arabic-Indic `٣`, Eastern Arabic-Indic `۳`,
 * Devanagari `३` and Bengali digits as 0–9; `٫` the Arabic decimal sign as `decimal`; the Arabic comma and `、` as
 * `,`, `。` as `.`; the Arabic group sign, every apostrophe and every space as a space (they only group). Nothing else
 * changes, so the reader still refuses what is not a number. Pure.
 *
 * @example
 * normalizeNumberText('١٬٢٣٤٫٥', '.') // '1 234.5'
 */
export function normalizeNumberText(input: string, decimal: string): string {
  return (
    input
      .normalize('NFKC')
      // Each run of ten starts at a code point ending in 0 (Arabic-Indic) or in 6 (Devanagari, Bengali).
      .replace(/[٠-٩۰-۹०-९০-৯]/g, (d) => String((d.charCodeAt(0) - (d > '\u0900' ? 6 : 0)) & 15))
      .replace(/[،、]/g, ',')
      .replace(/。/g, '.')
      .replace(/٫/g, decimal)
      .replace(/[٬'’ʼ‘′`\s]/g, ' ')
  )
}
