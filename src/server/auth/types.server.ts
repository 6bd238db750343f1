export interface AdminUser {
  id: string
  email: string
}

export type SignInResult = { ok: true; user: AdminUser } | { ok: false; reason: 'invalid-credentials' | 'unavailable' }

/** Cookie access for the current request; tests pass an in-memory jar. */
export interface CookieJar {
  getAll(): Array<{ name: string; value: string }>
  get(name: string): string | undefined
  set(name: string, value: string, options: CookieOptions): void
  delete(name: string, options?: Pick<CookieOptions, 'path'>): void
}

export interface CookieOptions {
  httpOnly?: boolean
  secure?: boolean
  sameSite?: 'lax' | 'strict' | 'none'
  path?: string
  maxAge?: number
  expires?: Date
  domain?: string
}

/** One admin identity provider: the embedded one or Supabase Auth. */
export interface AuthProvider {
  readonly name: 'embedded' | 'supabase'
  signIn(email: string, password: string): Promise<SignInResult>
  /** The signed-in admin, verified (never trusted from the cookie alone). */
  currentUser(): Promise<AdminUser | null>
  /** Ends this session. Throws SignOutError when the provider could not end it. */
  signOut(): Promise<void>
  /** Ends every session of the signed-in admin, this one included. */
  signOutEverywhere(): Promise<void>
  /** Checks the current password, sets the new one and ends the admin's other sessions. */
  changePassword(currentPassword: string, newPassword: string): Promise<ChangePasswordResult>
}

export type ChangePasswordResult = { ok: true } | { ok: false; reason: 'wrong-password' | 'unsupported' | 'signed-out' }

/** The identity provider could not end a session; the admin is told (never silently ignored). */
export class SignOutError extends Error {
  constructor(cause?: unknown) {
    super('Could not sign out', { cause })
    this.name = 'SignOutError'
  }
}
