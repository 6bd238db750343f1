import * as v from 'valibot'
import { stripControlCharacters } from './contact'

/** The admin sign-in form: one schema for the login page and the server function. */
export const LoginSchema = v.object({
  email: v.pipe(
    v.string('Enter your e-mail.'),
    v.transform((value: string) => stripControlCharacters(value)),
    v.trim(),
    v.nonEmpty('Enter your e-mail.'),
    v.maxLength(254, 'That e-mail is too long.'),
    v.email('Enter a valid e-mail.'),
  ),
  password: v.pipe(
    v.string('Enter your password.'),
    v.nonEmpty('Enter your password.'),
    v.maxLength(200, 'That password is too long.'),
  ),
})

export type LoginInput = v.InferOutput<typeof LoginSchema>

/** Every sentence the admin sign-in shows, shared by the login page and the server function. */
export const SIGN_IN_MESSAGES = {
  unavailable: 'Sign-in is unavailable right now. Please try again shortly.',
  rateLimited: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  invalid: 'Invalid e-mail or password.',
} as const

/**
 * A second-factor code: the 6 digits of an authenticator app, or a recovery code
 * (`abcde-fghjk`). One field takes either; the server tells them apart.
 */
export const SecondFactorCodeSchema = v.object({
  code: v.pipe(
    v.string('Enter the code.'),
    v.trim(),
    v.nonEmpty('Enter the code.'),
    v.maxLength(40, 'That code is too long.'),
    v.regex(/^[0-9A-Za-z\s-]+$/, 'Enter the 6 digits from your app, or a recovery code.'),
  ),
})

export type SecondFactorCodeInput = v.InferOutput<typeof SecondFactorCodeSchema>

/** Every sentence about the second factor, shared by the pages and the server. */
export const SECOND_FACTOR_MESSAGES = {
  wrongCode: 'That code is not right, or it was used already. Try the next code from your app.',
  expired: 'Your sign-in took too long. Please enter your e-mail and password again.',
  keyMissing:
    'Two-step sign-in is not available: the server has no ADMIN_SECRETS_KEY (32 random bytes, e.g. the output of `openssl rand -base64 32`).',
  enrolmentRequired: 'Set up two-step sign-in on your account page before using the dashboard.',
  enrolled: 'Two-step sign-in is on. Keep your recovery codes somewhere safe: they are shown only now.',
  disabled: 'Two-step sign-in is off.',
  noEnrolment: 'Start the set-up again: the secret was replaced or has not been made yet.',
} as const
