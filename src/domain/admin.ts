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
