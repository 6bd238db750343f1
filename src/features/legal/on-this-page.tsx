import { Box, Stack, Text } from '@mantine/core'
import { IconChevronDown, IconListDetails } from '@tabler/icons-react'
import { useEffect, useState, type ReactNode } from 'react'
import kit from '~/ui/utilities/utilities.module.css'
import classes from './on-this-page.module.css'

interface TocItem {
  id: string
  title: string
}

/** The id of the section heading nearest the top of the viewport, for highlighting the TOC. */
function useActiveSection(ids: string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined)
  const key = ids.join('|')
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    const elements = key
      .split('|')
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null)
    const visible = new Map<string, boolean>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting)
        const first = elements.find((element) => visible.get(element.id))
        if (first) setActive(first.id)
      },
      { rootMargin: '-90px 0px -55% 0px' },
    )
    elements.forEach((element) => observer.observe(element))
    return () => observer.disconnect()
  }, [key])
  return active
}

function TocLinks({ items, active }: { items: TocItem[]; active?: string }) {
  return (
    <Stack gap={2} component="ul" className={kit.plainList}>
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className={classes.link}
            data-active={active === item.id || undefined}
            aria-current={active === item.id ? 'location' : undefined}
          >
            {item.title}
          </a>
        </li>
      ))}
    </Stack>
  )
}

/**
 * 'On this page': a sticky list of the page's sections on desktop and a collapsible list on
 * phones. Plain anchors, so it works before (and without) JavaScript.
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
  const active = useActiveSection(items.map((item) => item.id))
  return (
    <>
      <Box component="nav" aria-label={label} className={classes.sticky} visibleFrom="md" data-testid="toc">
        <Text fw={700} fz="xs" tt="uppercase" lts="0.08em" c="dimmed" mb="sm">
          {label}
        </Text>
        <TocLinks items={items} active={active} />
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
          <TocLinks items={items} active={active} />
          {children}
        </Box>
      </Box>
    </>
  )
}
