const accents: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ü',
  w: 'ŵ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  C: 'Ç',
  E: 'É',
  I: 'Î',
  N: 'Ñ',
  O: 'Ö',
  S: 'Š',
  U: 'Ü',
  Y: 'Ý',
}

/**
 * Text as the pseudo-locale `en-XA` shows it: letters accented and every word 40 % longer (`Pay` → `Þáý~~`), so a
 * layout that clips or overflows in a long language shows it in English. Pure.
 *
 * @example
 * pseudoLocalize('Pay now') // 'Þáý~~ ñöŵ~~'
 */
export function pseudoLocalize(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => {
    const accented = [...word].map((char) => accents[char] ?? char).join('')
    return accented + '~'.repeat(Math.ceil(word.length * 0.4))
  })
}
