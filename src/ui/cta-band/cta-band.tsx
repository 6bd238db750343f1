import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { CSSProperties, ReactNode } from 'react'
import { cx } from '~/ui/plain/mantine-classes'
import classes from './cta-band.module.css'

/**
 * The closing call to action of a page: a band in the brand's colours (or a product's), a title,
 * one line and the page's actions. The one CTA band of the site: every page passes its own
 * buttons, so this block stays free of features.
 */
export function CtaBand({
  title,
  description,
  children,
  colors,
  titleId,
  flush = false,
  bare = false,
  testId = 'cta-band',
}: {
  title: ReactNode
  description?: ReactNode
  /** The actions: the main button (with `ctaBandPrimary`) and usually one `CtaBandLink`. */
  children: ReactNode
  /** A product's colour and accent for its own pages; the brand gradient otherwise. */
  colors?: { color: string; accent: string }
  /** Labels the section for assistive technology. */
  titleId?: string
  /** After a section with a plain background the band needs no top space of its own. */
  flush?: boolean
  /** Only the band, for a page that already places it inside its own section (the blog). */
  bare?: boolean
  testId?: string
}) {
  // Only the product's colours are computed; the rest of the look lives in the CSS module.
  const style = colors
    ? ({ '--cta-from': colors.color, '--cta-to': colors.accent, '--cta-mid': colors.accent } as CSSProperties)
    : undefined
  const panel = (
    <div className={classes.panel} style={style} data-testid={bare ? testId : undefined}>
      <Stack gap="lg" align="center" ta="center" maw={720} mx="auto">
        <Title order={2} c="white" id={titleId}>
          {title}
        </Title>
        {description ? <Text className={cx(classes.description, classes.descriptionSize)}>{description}</Text> : null}
        <Group justify="center" gap="sm">
          {children}
        </Group>
      </Stack>
    </div>
  )
  if (bare) return panel
  return (
    <Box
      component="section"
      className={classes.band}
      data-flush={flush || undefined}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <Container>{panel}</Container>
    </Box>
  )
}

/**
 * The look of the band's main button, the same on every band of the site (white on the band's
 * colours, dark text): spread it on the one main action a band has.
 */
export const ctaBandPrimary = { size: 'lg', variant: 'white', color: 'dark' } as const

/** The band's secondary action: an outlined white link to another page of the site. */
export function CtaBandLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button
      component={Link}
      to={to}
      size="lg"
      variant="outline"
      color="white"
      rightSection={<IconArrowRight size={18} stroke={1.75} />}
    >
      {children}
    </Button>
  )
}
