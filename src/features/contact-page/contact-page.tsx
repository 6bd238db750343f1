import { Anchor, Box, Card, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { IconClock } from '@tabler/icons-react'
import { siteConfig } from '#app-config'
import { contactChannels, contactPageContent, type ContactChannel } from '~/content/contact-page'
import type { ProductId } from '~/domain/product'
import { ContactForm } from '~/features/contact/contact-form'
import { Columns } from '~/ui/columns/columns'
import { FaqAccordion } from '~/ui/faq-accordion/faq-accordion'
import { cx } from '~/ui/plain/mantine-classes'
import kit from '~/ui/utilities/utilities.module.css'
import { PageHero } from '~/ui/page-hero/page-hero'
import { Section } from '~/ui/section/section'
import classes from './contact-page.module.css'
import { icons } from '~/ui/icons/icon'
import { CheckList } from '~/ui/check-list/check-list'
import { withTheme } from '~/ui/theme-scope/theme-scope'

function ChannelCard({ channel }: { channel: ContactChannel }) {
  const Icon = icons[channel.icon]
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={`contact-channel-${channel.id}`}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          <Icon size={22} stroke={1.75} />
        </ThemeIcon>
        <Stack gap={4} className={classes.channelText}>
          <Title order={3} fz="md">
            {channel.title}
          </Title>
          {channel.links ? (
            <Group gap="md">
              {channel.links.map((link) => (
                <Anchor
                  key={link.href}
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  fw={600}
                  mih={44}
                  className={kit.tapLink}
                >
                  {link.label}
                </Anchor>
              ))}
            </Group>
          ) : channel.href ? (
            <Anchor
              href={channel.href}
              fw={600}
              fz="md"
              mih={44}
              className={`${kit.tapLink} ${kit.breakAnywhere}`}
              {...(channel.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {channel.value}
            </Anchor>
          ) : (
            <Text fw={600}>{channel.value}</Text>
          )}
          <Text fz="sm" c="dimmed">
            {channel.detail}
          </Text>
        </Stack>
      </Group>
    </Card>
  )
}

/** The page's main action: the site's contact form itself, inline (the same form as the dialog). */
function SendMessageCard({ product }: { product?: ProductId }) {
  const { messageCard } = contactPageContent
  return (
    <Paper
      radius="lg"
      shadow="md"
      withBorder
      className={cx(classes.messageCard, classes.messageCardPadding)}
      data-testid="send-message-card"
      // The answer to a refused native post of the form comes back here (src/routes/forms/contact.ts).
      id="contact-form"
    >
      <Stack gap="md">
        <Title order={2} className={classes.messageTitle}>
          {messageCard.title}
        </Title>
        <Text c="dimmed">{messageCard.description}</Text>
        <ContactForm source="contact-page" product={product} showsPostedOutcome />
        <Text fz="sm" c="dimmed" ta="center">
          Prefer e-mail? Write to{' '}
          <Anchor href={`mailto:${siteConfig.contact.email}`} fz="sm" underline="always" className={kit.breakAnywhere}>
            {siteConfig.contact.email}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  )
}

/** `product`: preselected in the form (/contact?product=<id>, where every Request a demo link leads without its script). */
function ContactPageContent({ product }: { product?: ProductId }) {
  const { hero, faq, messageCard } = contactPageContent
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        description={hero.description}
        aside={<SendMessageCard product={product} />}
      >
        <Group gap="xs" c="dimmed" wrap="nowrap" align="flex-start">
          <IconClock size={18} stroke={1.75} aria-hidden className={classes.replyIcon} />
          <Text fz="sm" fw={600}>
            {siteConfig.contact.replyPromise}. {siteConfig.contact.usualReply}.
          </Text>
        </Group>
        <CheckList mt="lg" spacing={8} items={messageCard.points} />
      </PageHero>

      <Section
        id="contact-information"
        heading={{
          eyebrow: 'Reach us',
          title: 'Contact information',
          description: 'Choose whatever suits you: every channel reaches the same team of product specialists.',
        }}
      >
        <Columns cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {contactChannels.map((channel) => (
            <ChannelCard key={channel.id} channel={channel} />
          ))}
        </Columns>
      </Section>

      <Section
        id="contact-faq"
        tinted
        heading={{
          eyebrow: 'Before you write',
          title: 'Common questions',
          description: 'Quick answers about replies, demos and working with us.',
        }}
      >
        <Box maw={820} mx="auto">
          <FaqAccordion items={faq} />
        </Box>
      </Section>
    </>
  )
}

/** ContactPageContent inside Mantine's theme (see ThemeScope). */
export const ContactPage = withTheme(ContactPageContent)
