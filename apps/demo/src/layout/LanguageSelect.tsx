'use client'
import { supportedLocales } from '@crosspay/widget'
import { useId } from 'react'

/** Props of {@link LanguageSelect}. */
export type LanguageSelectProps = { locale: string; onChange(locale: string): void }

/** A language's own name (`Deutsch`, `العربية`), or its tag where the browser has no name for it. */
const autonym = (tag: string) => new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag

/**
 * The demo's language switch: the browser's language (empty), or any of the widget's catalogs, each named in its
 * own language; the widgets on every page follow it (their `locale` prop).
 */
export function LanguageSelect({ locale, onChange }: LanguageSelectProps) {
  const id = useId()
  return (
    <span className="demo-language">
      <label htmlFor={id}>Language</label>
      <select id={id} value={locale} onChange={(event) => onChange(event.target.value)}>
        <option value="">Browser’s</option>
        {supportedLocales.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {autonym(tag)}
          </option>
        ))}
      </select>
    </span>
  )
}
