import { PasswordInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'

/**
 * A required password input bound to one field of an uncontrolled admin form (sign-in, change
 * password). `autoComplete` tells password managers whether to fill in or to offer a new one.
 */
export function PasswordField<Values>({
  form,
  field,
  label,
  autoComplete,
}: {
  form: UseFormReturnType<Values>
  field: keyof Values & string
  label: string
  autoComplete: 'current-password' | 'new-password'
}) {
  return (
    <PasswordInput
      label={label}
      name={field}
      autoComplete={autoComplete}
      required
      {...form.getInputProps(field)}
      key={form.key(field)}
    />
  )
}
