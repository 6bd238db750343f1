import { Button, Group, Text, VisuallyHidden } from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { ButtonLink } from './button-link'

/** Page numbers to show: first, last, and the current page with its neighbours. */
function pageWindow(current: number, total: number): Array<number | 'gap'> {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((n) => n >= 1 && n <= total))
  const sorted = [...pages].sort((a, b) => a - b)
  const result: Array<number | 'gap'> = []
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) result.push('gap')
    result.push(n)
  })
  return result
}

function StepLink({
  label,
  to,
  icon,
}: {
  label: string
  to: { page?: number; tag?: string } | null
  icon: 'left' | 'right'
}) {
  const sections = {
    leftSection: icon === 'left' ? <IconChevronLeft size={18} stroke={1.75} /> : undefined,
    rightSection: icon === 'right' ? <IconChevronRight size={18} stroke={1.75} /> : undefined,
  }
  if (!to) {
    return (
      <Button variant="default" h={44} disabled {...sections}>
        {label}
      </Button>
    )
  }
  return (
    <ButtonLink to="/blog" search={to} variant="default" h={44} {...sections}>
      {label}
    </ButtonLink>
  )
}

/** Links (not buttons) so every page has its own shareable, crawlable URL. */
export function BlogPagination({ page, totalPages, tag }: { page: number; totalPages: number; tag?: string }) {
  if (totalPages <= 1) return null
  const search = (n: number) => ({ page: n === 1 ? undefined : n, tag })
  return (
    <Group component="nav" aria-label="Blog pages" justify="center" gap="xs" mt={48} data-testid="blog-pagination">
      <StepLink label="Newer" to={page > 1 ? search(page - 1) : null} icon="left" />
      {pageWindow(page, totalPages).map((n, i) =>
        n === 'gap' ? (
          <Text key={`gap-${i}`} c="dimmed" px={4} aria-hidden>
            ...
          </Text>
        ) : (
          <ButtonLink
            key={n}
            to="/blog"
            search={search(n)}
            variant={n === page ? 'filled' : 'default'}
            h={44}
            miw={44}
            px="sm"
            aria-current={n === page ? 'page' : undefined}
          >
            <VisuallyHidden>Page </VisuallyHidden>
            {n}
          </ButtonLink>
        ),
      )}
      <StepLink label="Older" to={page < totalPages ? search(page + 1) : null} icon="right" />
    </Group>
  )
}
