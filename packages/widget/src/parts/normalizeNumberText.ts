/** The zero of each run of ten digits people type besides 0–9: Arabic-Indic, Eastern Arabic-Indic, Devanagari, Bengali, full-width. */
const zeros = [0x0660, 0x06f0, 0x0966, 0x09e6, 0xff10]

/** Marks of other scripts and keyboards, as the plain mark they stand for (`'` and spaces only ever group). */
const marks: Record<string, string> = {
  '٬': ' ', // Arabic thousands separator
  '،': ',', // Arabic comma
  '．': '.', // full-width full stop
  '。': '.', // ideographic full stop (a CJK keyboard's `.`)
  '｡': '.',
  '，': ',', // full-width comma
  '、': ',',
  '％': '%',
  '＇': "'",
  '’': "'",
  ʼ: "'",
  '‘': "'",
  '′': "'",
  '`': "'",
}

/**
 * `input` with the digits of every script people type in (Arabic-Indic `٣`, Devanagari `३`, full-width `３`) as
 * 0–9 and the marks of other keyboards as the plain ones (`٫` the Arabic decimal sign as `decimal`, `٬` the Arabic
 * group sign and every apostrophe and space as a space, `．` `。` as `.`, `，` as `,`). Nothing else changes, so
 * the reader still refuses what is not a number. Pure.
 *
 * @example
 * normalizeNumberText('١٬٢٣٤٫٥', '.') // '1 234.5'
 */
export function normalizeNumberText(input: string, decimal: string): string {
  let out = ''
  for (const char of input) {
    const code = char.codePointAt(0) ?? 0
    const zero = zeros.find((z) => code >= z && code <= z + 9)
    if (zero !== undefined) out += String(code - zero)
    else if (char === '٫') out += decimal
    else out += marks[char] ?? char
  }
  return out.replace(/[\s']/g, ' ')
}
