import { setResponseStatus } from '@tanstack/react-start/server'
import { SECOND_FACTOR_MESSAGES } from '~/domain/admin'
import { getServerConfig } from '~/server/config.server'
import { PublicError } from '~/server/leads/public-error.server'
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

/** Whether this admin must set up a second factor before anything else (ADMIN_REQUIRE_MFA=true). */
export function mustEnrolSecondFactor(user: AdminUser): boolean {
  return getServerConfig().ADMIN_REQUIRE_MFA && !user.secondFactor
}

/**
 * Every admin server function starts with this: no verified session, no data. While
 * ADMIN_REQUIRE_MFA asks this admin to set up a second factor, only the account page's own
 * actions (`beforeEnrolment`) are allowed.
 */
export async function requireAdmin({ beforeEnrolment = false } = {}): Promise<AdminUser> {
  const user = await currentAdmin()
  if (!user) {
    setResponseStatus(401)
    throw new UnauthorizedError()
  }
  if (!beforeEnrolment && mustEnrolSecondFactor(user)) {
    throw PublicError.of('forbidden', SECOND_FACTOR_MESSAGES.enrolmentRequired)
  }
  return user
}
