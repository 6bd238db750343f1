import { useLoaderData } from '@tanstack/react-router'
import type { FormFlash, FormFlashForm } from '~/domain/form-flash'

/** This page's flash when it is about `form` (see form-flash.functions.ts), else null. */
export function useFormFlash(form: FormFlashForm): FormFlash | null {
  return useLoaderData({
    from: '__root__',
    select: (data) => (data.formFlash?.form === form ? data.formFlash : null),
  })
}
