import { setResponseStatus } from '@tanstack/react-start/server'
import { getAuthProvider } from './index.server'
import type { AdminUser } from './types.server'

export class UnauthorizedError extends Error {
  constructor() {
    super('Please sign in again.')
    this.name = 'UnauthorizedError'
  }
}

/** Every admin server function starts with this: no verified session, no data. */
export async function requireAdmin(): Promise<AdminUser> {
  const user = await (await getAuthProvider()).currentUser()
  if (!user) {
    setResponseStatus(401)
    throw new UnauthorizedError()
  }
  return user
}
