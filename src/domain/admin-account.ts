import * as v from 'valibot'

/**
 * The one password rule for admin accounts, shared by the account page, its server function and
 * the `admin:create` CLI. Length is what matters (NIST SP 800-63B): at least 12 characters, which
 * is also what ADMIN_PASSWORD must have; at most 200 so hashing stays cheap to call.
 */
export const ADMIN_PASSWORD_MIN = 12
export const ADMIN_PASSWORD_MAX = 200

const AdminPasswordSchema = v.pipe(
  v.string('Enter a password.'),
  v.minLength(ADMIN_PASSWORD_MIN, `Use at least ${ADMIN_PASSWORD_MIN} characters.`),
  v.maxLength(ADMIN_PASSWORD_MAX, `Use at most ${ADMIN_PASSWORD_MAX} characters.`),
  v.check((value) => value.trim().length >= ADMIN_PASSWORD_MIN, 'A password of mostly spaces is too weak.'),
  v.check((value) => new Set(value).size >= 4, 'Use more than three different characters.'),
)

/** What is wrong with a new password, empty when it is acceptable (the CLI prints it). */
export function adminPasswordProblems(password: string): string[] {
  const result = v.safeParse(AdminPasswordSchema, password)
  // The first problem only: the later checks would repeat it in other words.
  return result.success ? [] : [result.issues[0].message]
}

export const ChangePasswordSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(
      v.string('Enter your current password.'),
      v.nonEmpty('Enter your current password.'),
      v.maxLength(ADMIN_PASSWORD_MAX, 'That password is too long.'),
    ),
    newPassword: AdminPasswordSchema,
    confirmPassword: v.string('Repeat the new password.'),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      'The two new passwords differ.',
    ),
    ['confirmPassword'],
  ),
  v.forward(
    v.partialCheck(
      [['currentPassword'], ['newPassword']],
      (input) => input.currentPassword !== input.newPassword,
      'Choose a password different from the current one.',
    ),
    ['newPassword'],
  ),
)

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'Your current password is not right.',
  passwordChanged: 'Password changed. Other sessions were signed out.',
  managedElsewhere: 'Admin accounts are managed in Supabase: change the password there.',
  signedOutEverywhere: 'Signed out on every device.',
  signOutFailed: 'Could not sign out. Please try again.',
} as const
