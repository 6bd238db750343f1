import type { AdminUser, SecondFactor, SecondFactorCheck } from './types.server'

/**
 * Supabase Auth's own MFA (TOTP factors: auth.mfa enroll / challengeAndVerify / unenroll) behind
 * the SecondFactor interface. A Supabase session that has a verified factor but is still at AAL1
 * (the password only) is a pending sign-in: the guard does not let it in until a code lifts it to
 * AAL2. Supabase keeps the secrets; it has no recovery codes here (enrol a second authenticator).
 */

interface MfaFactor {
  id: string
  factor_type: string
  status: string
  created_at?: string
}

interface Result<T> {
  data: T | null
  error: unknown
}

/** The part of `client.auth.mfa` used here (tests pass a fake). */
export interface MfaApi {
  listFactors(): Promise<Result<{ all: MfaFactor[] }>>
  enroll(params: {
    factorType: 'totp'
    friendlyName?: string
    issuer?: string
  }): Promise<Result<{ id: string; totp: { secret: string; uri: string } }>>
  challengeAndVerify(params: { factorId: string; code: string }): Promise<Result<unknown>>
  unenroll(params: { factorId: string }): Promise<Result<unknown>>
}

/** A verified Supabase user as far as MFA goes: its factors (from auth.getUser) and its token's `aal`. */
export interface SupabaseAssurance {
  factors?: ReadonlyArray<{ factor_type?: string; status?: string }> | null
  accessToken?: string | null
}

/** The `aal` claim of a JWT, or null when it cannot be read (then it counts as the lowest). */
export function aalOf(accessToken: string | null | undefined): string | null {
  const payload = accessToken?.split('.')[1]
  if (!payload) return null
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { aal?: unknown }
    return typeof claims.aal === 'string' ? claims.aal : null
  } catch {
    return null
  }
}

/**
 * Whether the session has all the factors its user has: no verified factor, or AAL2 reached.
 * Fails closed: a user with a factor whose token says nothing readable is not through.
 */
export function assurance({ factors, accessToken }: SupabaseAssurance): { enrolled: boolean; complete: boolean } {
  const enrolled = (factors ?? []).some((factor) => factor.status === 'verified')
  return { enrolled, complete: !enrolled || aalOf(accessToken) === 'aal2' }
}

const isTotp = (factor: MfaFactor) => factor.factor_type === 'totp'

export function createSupabaseSecondFactor(
  mfa: MfaApi,
  options: {
    /** The signed-in admin (verified with auth.getUser) and the session's assurance, whatever its level. */
    admin: () => Promise<{ user: AdminUser; complete: boolean } | null>
    issuer: string
    groupSecret: (secret: string) => string
  },
): SecondFactor {
  async function factors(): Promise<MfaFactor[]> {
    const { data, error } = await mfa.listFactors()
    if (error) throw error instanceof Error ? error : new Error('Supabase listFactors failed')
    return (data?.all ?? []).filter(isTotp)
  }
  const verifiedFactor = async () => (await factors()).find((factor) => factor.status === 'verified')

  async function verifyWith(factorId: string, code: string): Promise<boolean> {
    const { error } = await mfa.challengeAndVerify({ factorId, code: code.replace(/\s/g, '') })
    return !error
  }

  return {
    async status() {
      return { enrolled: Boolean(await verifiedFactor()), pending: null, recoveryCodesLeft: null }
    },
    async startEnrolment() {
      // One enrolment at a time: an earlier one never confirmed goes.
      for (const factor of await factors()) {
        if (factor.status !== 'verified') await mfa.unenroll({ factorId: factor.id })
      }
      const { data, error } = await mfa.enroll({
        factorType: 'totp',
        issuer: options.issuer,
        friendlyName: `Authenticator ${new Date().toISOString()}`,
      })
      if (error || !data) throw error instanceof Error ? error : new Error('Supabase MFA enrolment failed')
      return { secret: options.groupSecret(data.totp.secret), uri: data.totp.uri }
    },
    async confirmEnrolment(_user, code) {
      const unverified = (await factors()).filter((factor) => factor.status !== 'verified')
      const newest = unverified.sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''))[0]
      if (!newest) return { ok: false, reason: 'no-enrolment' }
      return (await verifyWith(newest.id, code)) ? { ok: true, recoveryCodes: [] } : { ok: false, reason: 'wrong-code' }
    },
    async disable(_user, code) {
      const factor = await verifiedFactor()
      if (!factor || !(await verifyWith(factor.id, code))) return { ok: false }
      const { error } = await mfa.unenroll({ factorId: factor.id })
      return { ok: !error }
    },
    async pending() {
      const admin = await options.admin()
      return admin && !admin.complete ? admin.user : null
    },
    async verify(code): Promise<SecondFactorCheck> {
      const admin = await options.admin()
      if (!admin || admin.complete) return { ok: false, reason: 'expired' }
      const factor = await verifiedFactor()
      if (!factor) return { ok: false, reason: 'expired' }
      if (!(await verifyWith(factor.id, code))) return { ok: false, reason: 'wrong-code' }
      return { ok: true, user: admin.user, method: 'totp' }
    },
  }
}
