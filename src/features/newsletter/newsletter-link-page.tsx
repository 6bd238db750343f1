import { Button, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { NEWSLETTER_LINK_TEXT } from '~/domain/newsletter'
import type { NewsletterLinkResult } from '~/domain/newsletter-link'
import { Section } from '~/ui/section/section'
import { withTheme } from '~/ui/theme-scope/theme-scope'

/**
 * The pages the links in the newsletter's mail open: /newsletter/confirm and
 * /newsletter/unsubscribe. Opening a link changes nothing (mail scanners follow links): the page
 * shows one button, a native form that posts the token back to the same URL (which works without
 * JavaScript), and the answer comes back as `?result=`.
 */
function NewsletterLinkPageContent({
  action,
  token,
  result,
}: {
  action: 'confirm' | 'unsubscribe'
  token: string | undefined
  result: NewsletterLinkResult | undefined
}) {
  const text = NEWSLETTER_LINK_TEXT[action]
  const path = action === 'confirm' ? '/newsletter/confirm' : '/newsletter/unsubscribe'
  const answer = result ? NEWSLETTER_LINK_TEXT.results[result] : null
  return (
    <Section>
      <Stack align="center" ta="center" gap="md" maw={640} mx="auto">
        <Title order={1}>{answer ? answer.title : text.title}</Title>
        {answer ? (
          <>
            <Text fz="lg" role="status" data-testid="newsletter-link-result">
              {answer.text}
            </Text>
            <Button component={Link} to="/" variant="light">
              Back to home
            </Button>
          </>
        ) : token ? (
          <>
            <Text fz="lg">{text.lead}</Text>
            <form method="post" action={`${path}?token=${encodeURIComponent(token)}`} aria-label={text.title}>
              {/* RFC 8058's one-click body: the same request a mail client sends. */}
              {action === 'unsubscribe' ? <input type="hidden" name="List-Unsubscribe" value="One-Click" /> : null}
              <input type="hidden" name="token" value={token} />
              <Button type="submit" size="md" color={action === 'unsubscribe' ? 'red' : undefined}>
                {text.button}
              </Button>
            </form>
          </>
        ) : (
          <Text fz="lg" role="status" data-testid="newsletter-link-result">
            {NEWSLETTER_LINK_TEXT.results.invalid.text}
          </Text>
        )}
      </Stack>
    </Section>
  )
}

export const NewsletterLinkPage = withTheme(NewsletterLinkPageContent)
