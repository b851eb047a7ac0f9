import { describe, expect, test } from 'vitest'
import { secretForms } from './secretForms'

describe('secretForms', () => {
  test('default', () => {
    expect(secretForms('sk_live_0123456789')).toEqual([
      'sk_live_0123456789',
      '\\u0073\\u006b\\u005f\\u006c\\u0069\\u0076\\u0065\\u005f\\u0030\\u0031\\u0032\\u0033\\u0034\\u0035\\u0036\\u0037\\u0038\\u0039',
    ])
  })

  test('behavior: URL forms (encodeURIComponent and form encoding)', () => {
    const forms = secretForms("sk_a+b/c=d~!'")
    expect(forms).toContain("sk_a%2Bb%2Fc%3Dd~!'")
    expect(forms).toContain('sk_a%2Bb%2Fc%3Dd%7E%21%27')
    expect(new URLSearchParams({ k: "sk_a+b/c=d~!'" }).toString()).toBe('k=sk_a%2Bb%2Fc%3Dd%7E%21%27')
  })

  test('behavior: JSON forms, with `/` as is and as `\\/`', () => {
    const forms = secretForms('sk_"a"/b\\c')
    expect(forms).toContain('sk_\\"a\\"/b\\\\c')
    expect(forms).toContain('sk_\\"a\\"\\/b\\\\c')
    for (const form of ['sk_\\"a\\"/b\\\\c', 'sk_\\"a\\"\\/b\\\\c'])
      expect(JSON.parse(`"${form}"`)).toBe('sk_"a"/b\\c')
  })

  test('behavior: `\\uXXXX` forms, every character or only those outside [A-Za-z0-9_-]', () => {
    const forms = secretForms('sk_ab-12/x')
    expect(forms).toContain('\\u0073\\u006b\\u005f\\u0061\\u0062\\u002d\\u0031\\u0032\\u002f\\u0078')
    expect(forms).toContain('sk_ab-12\\u002fx')
    for (const form of forms.filter((f) => f.includes('\\u')))
      expect(JSON.parse(`"${form}"`)).toBe('sk_ab-12/x')
  })

  test('behavior: forms are distinct, the key first', () => {
    const forms = secretForms('sk_a/b_12345')
    expect(forms[0]).toBe('sk_a/b_12345')
    expect(new Set(forms).size).toBe(forms.length)
  })
})
