import { useEffect, useState } from 'react'
import type { FormFlash, FormFlashForm } from '~/domain/form-flash'
import { useFormFlash } from '~/features/forms/use-form-flash'

/** Flashes already shown by a form: the root loader keeps its data for the whole visit. */
const shown = new WeakSet<FormFlash>()

/**
 * The outcome of an admin form's native post (src/server/forms/admin-form-posts.server.ts) for
 * the form's first render, once: the root loader's data lives as long as the visit, so a form
 * that remounts later (after a save in place, or on coming back to the page) must not show it
 * again. `matches` picks the flash meant for this form (e.g. this lead's).
 */
export function useAdminFormFlash(form: FormFlashForm, matches: (flash: FormFlash) => boolean = () => true) {
  const flash = useFormFlash(form)
  const [taken] = useState(() => (flash && !shown.has(flash) && matches(flash) ? flash : null))
  useEffect(() => {
    if (taken) shown.add(taken)
  }, [taken])
  return taken
}
