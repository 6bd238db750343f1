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
  signOut(): Promise<void>
}
