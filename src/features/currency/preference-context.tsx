import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'
import { DEFAULT_PREFERENCE, preferenceForCountry, type Country, type Preference } from '~/domain/currency'

interface PreferenceContextValue extends Preference {
  setCountry: (country: Country) => void
}

const PreferenceContext = createContext<PreferenceContextValue | null>(null)

/**
 * Holds the visitor's country/currency. The initial value comes from the server (cookie or
 * detection) so the first paint already shows the right currency.
 */
export function PreferenceProvider({
  initial,
  onChange,
  children,
}: {
  initial?: Preference
  /** Persists a manual choice (cookie on the server). */
  onChange?: (preference: Preference) => void
  children: ReactNode
}) {
  const [preference, setPreference] = useState<Preference>(initial ?? DEFAULT_PREFERENCE)
  const value = useMemo<PreferenceContextValue>(
    () => ({
      ...preference,
      setCountry: (country) => {
        const next = preferenceForCountry(country)
        setPreference(next)
        onChange?.(next)
      },
    }),
    [preference, onChange],
  )
  return <PreferenceContext.Provider value={value}>{children}</PreferenceContext.Provider>
}

export function usePreference(): PreferenceContextValue {
  const value = useContext(PreferenceContext)
  if (!value) {
    return { ...DEFAULT_PREFERENCE, setCountry: () => undefined }
  }
  return value
}
