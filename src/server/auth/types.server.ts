export interface AdminUser {
  id: string
  email: string
  /** Whether the admin has a second factor (TOTP) set up; known when the provider read it. */
  secondFactor?: boolean
}

/**
 * A sign-in's first step. `second-factor-required`: the password was right and the admin has a
 * second factor; a pending sign-in (not a session) waits for the code (SecondFactor.verify).
 */
export type SignInResult =
  | { ok: true; user: AdminUser }
  | { ok: false; reason: 'invalid-credentials' | 'unavailable' }
  | { ok: false; reason: 'second-factor-required'; user: AdminUser }

/** What the account page shows about the admin's second factor. */
export interface SecondFactorStatus {
  enrolled: boolean
  /** An enrolment started and not confirmed yet, when the provider can show its secret again. */
  pending: TotpEnrolment | null
  /** Unused recovery codes (null where the provider has none, as with Supabase). */
  recoveryCodesLeft: number | null
}

/** A new authenticator's secret, as text and as the otpauth:// URI an app reads. */
export interface TotpEnrolment {
  secret: string
  uri: string
}

export type SecondFactorCheck =
  { ok: true; user: AdminUser; method: 'totp' | 'recovery-code' } | { ok: false; reason: 'wrong-code' | 'expired' }

/** The second factor of one provider: the embedded TOTP and recovery codes, or Supabase Auth's MFA. */
export interface SecondFactor {
  status(user: AdminUser): Promise<SecondFactorStatus>
  /** A new secret for the admin's app (replaces any enrolment not confirmed yet). */
  startEnrolment(user: AdminUser): Promise<TotpEnrolment>
  /** Confirms the pending enrolment with a first code; the recovery codes are returned once (embedded). */
  confirmEnrolment(
    user: AdminUser,
    code: string,
  ): Promise<{ ok: true; recoveryCodes: string[] } | { ok: false; reason: 'wrong-code' | 'no-enrolment' }>
  /** Turns the second factor off after a current code (or a recovery code). */
  disable(user: AdminUser, code: string): Promise<{ ok: boolean }>
  /** The admin behind this browser's pending sign-in (password given, code not yet), or null. */
  pending(): Promise<AdminUser | null>
  /** Checks the code of the pending sign-in; a right one turns it into a session. */
  verify(code: string): Promise<SecondFactorCheck>
}

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
  readonly secondFactor: SecondFactor
}

export type ChangePasswordResult = { ok: true } | { ok: false; reason: 'wrong-password' | 'unsupported' | 'signed-out' }

/** The identity provider could not end a session; the admin is told (never silently ignored). */
export class SignOutError extends Error {
  constructor(cause?: unknown) {
    super('Could not sign out', { cause })
    this.name = 'SignOutError'
  }
}
