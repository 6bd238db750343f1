import { Anchor, Box, Container, Divider, Group, Stack, Text, Title } from '@mantine/core'
import { Link, useRouterState } from '@tanstack/react-router'
import {
  IconBrandAmazon,
  IconBrandApple,
  IconBrandGooglePlay,
  IconBrandLinkedin,
  IconBrandYoutube,
  IconChevronDown,
  IconCloud,
  IconShieldCheck,
} from '@tabler/icons-react'
import { useEffect, useRef, type ComponentType } from 'react'
import { footerContent } from '~/content/footer'
import { pushDataLayer } from '~/features/analytics/data-layer'
import { NewsletterForm } from '~/features/newsletter/newsletter-form'
import { Columns } from '~/ui/columns/columns'
import layout from './layout.module.css'
import { LogoMark } from './brand-logo'

const certificationIcons: Record<string, ComponentType<{ size?: number; stroke?: number; color?: string }>> = {
  'brand-google-play': IconBrandGooglePlay,
  'brand-apple': IconBrandApple,
  'brand-aws': IconBrandAmazon,
  cloud: IconCloud,
  'shield-check': IconShieldCheck,
}

const socialIcons: Record<string, ComponentType<{ size?: number; stroke?: number }>> = {
  LinkedIn: IconBrandLinkedin,
  YouTube: IconBrandYoutube,
}

function useFooterViewEvent(pathname: string) {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    const node = ref.current
    if (!node || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        pushDataLayer({ event: 'footer_view', page_path: pathname })
        observer.disconnect()
      }
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [pathname])
  return ref
}

function LinkList({ heading, links }: { heading: string; links: readonly { label: string; path: string }[] }) {
  return (
    <Stack gap="xs" component="nav" aria-label={heading} className={layout.footerLinks}>
      <Title order={2} fz="sm" tt="uppercase" lts="0.06em" c="dimmed">
        {heading}
      </Title>
      {links.map((link) => (
        <Anchor key={link.path} component={Link} to={link.path} c="inherit" fz="sm" className={layout.footerLink}>
          {link.label}
        </Anchor>
      ))}
    </Stack>
  )
}

/** A heading and its dimmed paragraph in the footer's "More information" text. */
function SeoParagraph({ title, text, level }: { title: string; text: string; level: 2 | 3 }) {
  return (
    <>
      <Title order={level} fz={level === 2 ? 'lg' : 'md'}>
        {title}
      </Title>
      <Text fz="sm" c="dimmed">
        {text}
      </Text>
    </>
  )
}

export function SiteFooter() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const ref = useFooterViewEvent(pathname)
  const { company, quickLinks, legalLinks, newsletter, certifications, seo, bottom } = footerContent

  return (
    <Box
      component="footer"
      ref={ref}
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
      className={`${layout.ruleTop} ${layout.footer}`}
      data-testid="site-footer"
    >
      <Container py={64}>
        <Columns cols={{ base: 1, sm: 2, md: 4 }} spacing={40}>
          <Stack gap="sm">
            <Group gap={10}>
              <LogoMark size={36} label={company.logoLabel} />
              <Text fw={800} fz="lg">
                ReadyApps
              </Text>
            </Group>
            <Text fz="sm" c="dimmed">
              {company.description}
            </Text>
            <Stack gap={4} className={layout.footerLinks}>
              {company.contactLinks.map((link) => (
                <Anchor key={link.href} href={link.href} fz="sm" className={layout.footerLink}>
                  {link.name}
                </Anchor>
              ))}
            </Stack>
          </Stack>
          <LinkList heading={quickLinks.heading} links={quickLinks.links} />
          <LinkList heading={legalLinks.heading} links={legalLinks.links} />
          <Stack gap="sm">
            <Title order={2} fz="sm" tt="uppercase" lts="0.06em" c="dimmed">
              {newsletter.heading}
            </Title>
            <Text fz="sm" c="dimmed">
              {newsletter.description}
            </Text>
            <NewsletterForm />
            <Group gap="xs">
              {newsletter.socialLinks.map((link) => {
                const Icon = socialIcons[link.name]
                return (
                  <Anchor
                    key={link.href}
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`ReadyApps on ${link.name}`}
                    c="inherit"
                    className={layout.socialLink}
                  >
                    {Icon ? <Icon size={24} stroke={1.75} /> : link.name}
                  </Anchor>
                )
              })}
            </Group>
          </Stack>
        </Columns>

        <Divider my={32} />
        <Group gap="lg" justify="center" aria-label="Certifications and partners" role="list">
          {certifications.map((item) => {
            const Icon = certificationIcons[item.icon] ?? IconShieldCheck
            return (
              <Group key={item.label} gap={8} role="listitem" wrap="nowrap">
                <Icon size={22} stroke={1.75} color={item.colors[0]} aria-hidden />
                <Text fz="sm" fw={600}>
                  {item.label}
                </Text>
              </Group>
            )
          })}
        </Group>

        <Divider my={32} />
        {/* A <details>: the text opens without JavaScript too. */}
        <details className={layout.seoDetails}>
          <summary className={layout.seoSummary}>
            <span className={layout.whenClosed}>View More Information</span>
            <span className={layout.whenOpen}>Hide More Information</span>
            <IconChevronDown size={16} stroke={1.75} className={layout.chevron} aria-hidden />
          </summary>
          <Stack gap="md" maw={900} mx="auto" pt="sm" id="footer-seo">
            <SeoParagraph title={seo.title} text={seo.description} level={2} />
            {seo.sections.map((section) => (
              <div key={section.title}>
                <SeoParagraph title={section.title} text={section.details} level={3} />
              </div>
            ))}
          </Stack>
        </details>
      </Container>
      <Box className={layout.ruleTop}>
        <Container py="md">
          <Group justify="space-between" gap="sm">
            <Text fz="xs" c="dimmed" maw={720}>
              {bottom.trademark}
            </Text>
            <Group gap="md">
              {bottom.termsLinks.map((link) => (
                <Anchor
                  key={link.link}
                  component={Link}
                  to={link.link}
                  fz="xs"
                  c="dimmed"
                  className={layout.footerLink}
                >
                  {link.name}
                </Anchor>
              ))}
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  )
}
