/**
 * One piece of a parsed ICU message: text, a value (`{amount}`), a number (`{n, number}`), the count inside a plural
 * (`#`), or a choice by plural category or by value (`{n, plural, one {…} other {…}}`, `{s, select, a {…} other {…}}`).
 */
export type MessagePart =
  | string
  | { name: string; kind: 'value' }
  | { name: string; kind: 'number' }
  | { kind: 'count' }
  | { name: string; kind: 'plural'; options: Record<string, MessagePart[]> }
  | { name: string; kind: 'select'; options: Record<string, MessagePart[]> }

function parseParts(text: string, start: number, inPlural: boolean): [MessagePart[], number] {
  const parts: MessagePart[] = []
  let literal = ''
  let i = start
  const flush = () => {
    if (literal) parts.push(literal)
    literal = ''
  }
  while (i < text.length) {
    const char = text[i]
    const next = text[i + 1]
    if (char === "'" && next === "'") {
      literal += "'"
      i += 2
    } else if (char === "'" && (next === '{' || next === '}' || (inPlural && next === '#'))) {
      const close = text.indexOf("'", i + 1)
      if (close === -1) throw new Error(`Unclosed quote in "${text}"`)
      literal += text.slice(i + 1, close)
      i = close + 1
    } else if (char === '}') break
    else if (char === '#' && inPlural) {
      flush()
      parts.push({ kind: 'count' })
      i++
    } else if (char === '{') {
      flush()
      const [part, end] = parseArgument(text, i + 1)
      parts.push(part)
      i = end
    } else {
      literal += char
      i++
    }
  }
  flush()
  return [parts, i]
}

function parseArgument(text: string, start: number): [MessagePart, number] {
  const head = /^\s*([A-Za-z0-9_]+)\s*(?:,\s*(number|plural|select)\s*)?([,}])/.exec(text.slice(start))
  if (!head) throw new Error(`Bad placeholder at ${start} in "${text}"`)
  const [whole, name = '', type, delimiter] = head
  let i = start + whole.length
  if (delimiter === '}') return [type === 'number' ? { name, kind: 'number' } : { name, kind: 'value' }, i]
  if (type !== 'plural' && type !== 'select') throw new Error(`Bad placeholder type in "${text}"`)
  const options: Record<string, MessagePart[]> = {}
  for (;;) {
    const key = /^\s*(=?[A-Za-z0-9_-]+)\s*\{/.exec(text.slice(i))
    if (!key) break
    const [parts, end] = parseParts(text, i + key[0].length, type === 'plural')
    if (text[end] !== '}') throw new Error(`Unclosed option in "${text}"`)
    options[key[1] ?? ''] = parts
    i = end + 1
  }
  const close = /^\s*\}/.exec(text.slice(i))
  if (!close || !options.other)
    throw new Error(`A ${type} needs an "other" option and a closing brace in "${text}"`)
  return [{ name, kind: type, options }, i + close[0].length]
}

/**
 * Parses the subset of ICU MessageFormat the catalogs use: `{name}`, `{name, number}`, `{name, plural, =0 {…} one
 * {…} other {…}}` with `#`, `{name, select, a {…} other {…}}`, and ICU's quoting (`''` is `'`, `'{'` a literal brace;
 * any other apostrophe is text, so `l'adresse` needs no escaping). Throws on what it cannot read. Pure.
 *
 * @example
 * parseMessage('{n, plural, one {# token} other {# tokens}}')
 */
export function parseMessage(text: string): MessagePart[] {
  const [parts, end] = parseParts(text, 0, false)
  if (end !== text.length) throw new Error(`Unbalanced "}" in "${text}"`)
  return parts
}
