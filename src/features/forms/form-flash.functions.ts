import { createIsomorphicFn } from '@tanstack/react-start'
import type { FormFlash } from '~/domain/form-flash'
import { takeFormFlash } from '~/server/forms/flash.server'

/**
 * The outcome of a native form post this page follows (src/server/forms/flash.server.ts), read
 * by the root loader while the server renders the page; its data reaches the browser with the
 * page, so the hydrated form shows the same. In the browser there is none to read: a form
 * that is already hydrated answers in place.
 */
export const readFormFlash = createIsomorphicFn()
  .server((): FormFlash | null => takeFormFlash())
  .client((): FormFlash | null => null)
