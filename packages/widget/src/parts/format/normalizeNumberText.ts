/** Marks of other scripts and keyboards (the Arabic group sign and comma, full-width and ideographic stops and commas,
 * the full-width percent, every apostrophe), and what each stands for at the same index of {@link plain}. */
const marks = '٬،．。｡，、％＇’ʼ‘′`'
const plain = " ,...,,%'''''' "

/**
 * `input` with the digits of every script people type in (Arabic-Indic `٣`, Eastern Arabic-Indic `۳`, Devanagari
 * `३`, Bengali, full-width `３`) as 0–9 and the marks of other keyboards as the plain ones (`٫` the Arabic decimal
 * sign as `decimal`, `٬` the Arabic group sign and every apostrophe and space as a space, `．` `。` as `.`, `，` as
 * `,`). Nothing else changes, so the reader still refuses what is not a number. Pure.
 *
 * @example
 * normalizeNumberText('١٬٢٣٤٫٥', '.') // '1 234.5'
 */
export function normalizeNumberText(input: string, decimal: string): string {
  return (
    input
      // Each run of ten starts at a code point ending in 0 (Arabic-Indic, full-width) or in 6 (Devanagari, Bengali).
      .replace(/[٠-٩۰-۹०-९০-৯０-９]/g, (d) => {
        const code = d.codePointAt(0) ?? 0
        return String((code - (code > 0x900 && code < 0xa00 ? 6 : 0)) & 15)
      })
      .replace(/[٬،．。｡，、％＇’ʼ‘′`]/g, (m) => plain[marks.indexOf(m)] ?? m)
      .replaceAll('٫', decimal)
      .replace(/[\s']/g, ' ')
  )
}
