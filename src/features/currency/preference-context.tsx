import { createContext, useContext, type ReactNode } from 'react'
import { DEFAULT_PREFERENCE, type Preference } from '~/domain/currency'

const PreferenceContext = createContext<Preference | null>(null)

/**
 * The visitor's country and currency, from the server (cookie or detection), so the first paint
 * shows the right prices. A choice is a form post (HeaderCountryMenu): the server remembers it and
 * sends the visitor back to the same page, drawn in the new currency. Prices are server HTML in
 * parts of the page that never hydrate, so no price changes in place.
 */
export function PreferenceProvider({ initial, children }: { initial?: Preference; children: ReactNode }) {
  return <PreferenceContext.Provider value={initial ?? DEFAULT_PREFERENCE}>{children}</PreferenceContext.Provider>
}

export function usePreference(): Preference {
  return useContext(PreferenceContext) ?? DEFAULT_PREFERENCE
}
