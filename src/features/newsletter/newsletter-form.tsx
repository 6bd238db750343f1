import { Button, Group, TextInput } from '@mantine/core'
import { footerContent } from '~/content/footer'

/** Footer sign-up form. Submission is wired to the newsletter server function. */
export function NewsletterForm() {
  const { newsletter } = footerContent
  return (
    <form aria-label="Newsletter sign-up" onSubmit={(event) => event.preventDefault()}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          type="email"
          name="email"
          required
          placeholder={newsletter.placeholder}
          aria-label="Email address"
          autoComplete="email"
          style={{ flex: 1 }}
        />
        <Button type="submit">{newsletter.buttonText}</Button>
      </Group>
    </form>
  )
}
