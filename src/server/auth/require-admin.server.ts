import { setResponseStatus } from '@tanstack/react-start/server'
import { getAuthProvider } from './index.server'
import type { AdminUser } from './types.server'

export class UnauthorizedError extends Error {
  constructor() {
    super('Please sign in again.')
    this.name = 'UnauthorizedError'
  }
}

/**
 * The signed-in admin, verified by the provider, or null. The one session check behind
 * requireAdmin; the admin's native form posts (src/server/forms/admin-form-posts.server.ts) use
 * it directly, since they answer a missing session with a redirect to sign in, not with 401.
 */
export async function currentAdmin(): Promise<AdminUser | null> {
  return (await getAuthProvider()).currentUser()
}

/** Every admin server function starts with this: no verified session, no data. */
export async function requireAdmin(): Promise<AdminUser> {
  const user = await currentAdmin()
  if (!user) {
    setResponseStatus(401)
    throw new UnauthorizedError()
  }
  return user
}
