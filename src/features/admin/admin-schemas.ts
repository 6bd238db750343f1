import * as v from 'valibot'

export const LoginSchema = v.object({
  email: v.pipe(
    v.string('Enter your e-mail.'),
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
