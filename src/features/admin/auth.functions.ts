import { createServerFn } from '@tanstack/react-start'
import { LoginSchema } from '~/domain/admin'
import { ChangePasswordSchema } from '~/domain/admin-account'
import { requireAdmin } from '~/server/auth/require-admin.server'
import { getAuthProvider } from '~/server/auth/index.server'
import {
  changeAdminPassword as changeAdminAccountPassword,
  secondFactorSettings,
} from '~/server/forms/admin-actions.server'
import { signInAdminAccount, signOutAdminEverywhere, signOutAdminSession } from '~/server/forms/form-actions.server'
import { inputValidator } from '~/server/leads/public-error.server'

/** The account page's second-factor card: enrolled or not, the set-up under way, what the server allows. */
export const getSecondFactorSettings = createServerFn({ method: 'GET' }).handler(async () =>
  secondFactorSettings(await requireAdmin({ beforeEnrolment: true })),
)

/** The sign-in's second step: who is signing in (their e-mail), or null when no sign-in waits for a code. */
export const getPendingSignIn = createServerFn({ method: 'GET' }).handler(async () => {
  const provider = await getAuthProvider()
  if (await provider.currentUser()) return { signedIn: true as const, email: null }
  const pending = await provider.secondFactor.pending()
  return { signedIn: false as const, email: pending?.email ?? null }
})

/**
 * Admin sign-in (limits, back-off, provider): src/server/forms/form-actions.server.ts, shared
 * with the native form post (src/routes/admin/sign-in.ts).
 */
export const signInAdmin = createServerFn({ method: 'POST' })
  .validator(inputValidator(LoginSchema))
  .handler(({ data }) => signInAdminAccount(data))

/** Ends this session (the native form post is src/routes/admin/sign-out.ts). */
export const signOutAdmin = createServerFn({ method: 'POST' }).handler(() => signOutAdminSession())

/** Ends every session of the signed-in admin, on every device, this one included. */
export const signOutEverywhere = createServerFn({ method: 'POST' }).handler(() => signOutAdminEverywhere())

/**
 * Changes the signed-in admin's password (current one checked with a limit, the shared rule,
 * other sessions end): src/server/forms/admin-actions.server.ts, shared with the native form
 * post (src/routes/admin/account.password.ts).
 */
export const changeAdminPassword = createServerFn({ method: 'POST' })
  .validator(inputValidator(ChangePasswordSchema))
  .handler(async ({ data }) => changeAdminAccountPassword(await requireAdmin({ beforeEnrolment: true }), data))
