/**
 * Characters that change how text around them is shown, or are not shown at all: every control character
 * (C0, DEL, C1), every format character (Unicode category Cf: the bidi embeddings and overrides U+202A–U+202E,
 * the isolates U+2066–U+2069, the marks U+200E/U+200F/U+061C, zero-width space/joiners U+200B–U+200D, word joiner
 * and invisible operators U+2060–U+2064, the BOM U+FEFF, soft hyphen, tag characters), and the letters that draw
 * nothing (Hangul fillers U+115F, U+1160, U+3164, U+FFA0, braille blank U+2800, combining grapheme joiner U+034F).
 */
const invisible = /\u034F|[\p{Cc}\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]/gu

/**
 * A name or symbol from the service made inert for display: invisible and direction-changing characters removed
 * (a right-to-left override can make "evil USDC" read as "liveUSDC"), runs of whitespace collapsed to one
 * space, and the ends trimmed. Applied by the response schemas to every `name`, `displayName` and `symbol`;
 * length is the renderer's business (clip it, keep the full text in a title).
 *
 * @example
 * toDisplayText('\u202Eevil\u202C USDC') // 'evil USDC'
 * toDisplayText('US\u200BDC') // 'USDC'
 */
export function toDisplayText(text: string): string {
  return text.replace(invisible, '').replace(/\s+/g, ' ').trim()
}
