import { Box, Stack, Text } from '@mantine/core'
import { IconChevronDown, IconListDetails } from '@tabler/icons-react'
import { useEffect, type ReactNode } from 'react'
import kit from '~/ui/utilities/utilities.module.css'
import classes from './on-this-page.module.css'
import { watchTocLinks } from './toc-spy'

interface TocItem {
  id: string
  title: string
  /** Attributes of its entry: a tabbed document's entries are shown for their tab (src/ui/choice). */
  attributes?: Record<string, string>
}

function TocLinks({ items }: { items: TocItem[] }) {
  return (
    <Stack gap={2} component="ul" className={kit.plainList}>
      {items.map((item) => (
        <li key={item.id} {...item.attributes}>
          <a href={`#${item.id}`} className={classes.link} data-toc-link="">
            {item.title}
          </a>
        </li>
      ))}
    </Stack>
  )
}

/**
 * 'On this page': a sticky list of the page's sections on desktop and a native disclosure on
 * phones. Plain anchors, so it works before (and without) JavaScript; the link of the section in
 * view is marked by watchTocLinks (toc-spy.ts).
 */
export function OnThisPage({
  items,
  label = 'On this page',
  children,
}: {
  items: TocItem[]
  label?: string
  children?: ReactNode
}) {
  // Rendered (a tabbed document's sidebar, or after a move inside the site), it marks the section in
  // view itself, following its items; as server HTML that never hydrates (legal pages and documents
  // on a first visit, see ServerHtml), the page does. One watch either way (watchTocLinks).
  const key = items.map((item) => item.id).join('|')
  useEffect(() => watchTocLinks(), [key])
  return (
    <>
      <Box component="nav" aria-label={label} className={classes.sticky} visibleFrom="md" data-testid="toc">
        <Text fw={700} fz="xs" tt="uppercase" lts="0.08em" c="dimmed" mb="sm">
          {label}
        </Text>
        <TocLinks items={items} />
        {children}
      </Box>
      {/* Phones: a native disclosure, open before (and without) the page's script. */}
      <Box component="details" hiddenFrom="md" mb="lg" className={classes.phoneToc}>
        <summary className={classes.phoneSummary}>
          <IconListDetails size={18} stroke={1.75} aria-hidden />
          <span>{label}</span>
          <IconChevronDown size={16} stroke={1.75} aria-hidden className={classes.chevron} />
        </summary>
        <Box component="nav" aria-label={label} className={classes.phoneList}>
          <TocLinks items={items} />
          {children}
        </Box>
      </Box>
    </>
  )
}
