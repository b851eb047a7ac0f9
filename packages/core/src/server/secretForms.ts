/**
 * The forms the API key may take in a response, all redacted by the proxy: the key itself; URL-encoded
 * (`encodeURIComponent` and form encoding); JSON-escaped (with `/` as is and as `\/`); and `\uXXXX`-escaped,
 * either every character or only those outside `[A-Za-z0-9_-]`. The proxy matches them ignoring ASCII case, so
 * hex digits in either case need no forms of their own. Forms mixing escape styles within one key are not listed.
 *
 * @param apiKey - The key (at least 8 characters, no whitespace).
 * @returns The distinct forms, the key first.
 *
 * @example
 * secretForms('sk_a/b_12345')
 * // ['sk_a/b_12345', 'sk_a%2Fb_12345', 'sk_a\\/b_12345', '\\u0073\\u006b…', 'sk_a\\u002fb_12345']
 */
export function secretForms(apiKey: string): string[] {
  const url = [encodeURIComponent(apiKey), new URLSearchParams({ k: apiKey }).toString().slice(2)]
  const json = JSON.stringify(apiKey).slice(1, -1)
  const unicode = (all: boolean) =>
    apiKey.replace(all ? /[\s\S]/g : /[^\w-]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  return [...new Set([apiKey, ...url, json, json.replaceAll('/', '\\/'), unicode(true), unicode(false)])]
}
