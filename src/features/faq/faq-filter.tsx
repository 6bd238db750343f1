import { Link } from '@tanstack/react-router'
import { IconListDetails } from '@tabler/icons-react'
import type { CSSProperties, ReactNode } from 'react'
import { cx, mantine } from '~/ui/plain/mantine-classes'
import type { FaqCategoryId } from '~/content/faq-ids'
import { SpriteIcon } from '~/ui/icons/sprite-icon'
import type { FaqFilters } from './faq-data'
import classes from './faq-page.module.css'
import { preloadFaqQuestionList } from './faq-sections'

/** One filter link: all questions or one category. The choice lives in the URL (?category=). */
function CategoryLink({
  category,
  active,
  label,
  count,
  icon,
}: {
  category?: FaqCategoryId
  active: boolean
  label: string
  count: number
  icon: ReactNode
}) {
  return (
    <Link
      to="/faq"
      search={category ? { category } : {}}
      replace
      resetScroll={false}
      className={classes.categoryLink}
      data-active={active || undefined}
      aria-current={active ? 'true' : undefined}
      data-testid={`faq-filter-${category ?? 'all'}`}
    >
      {icon}
      <span className={classes.categoryLabel}>{label}</span>
      <span className={classes.count}>{count}</span>
    </Link>
  )
}

/**
 * The category filter of /faq, twice: a sticky column from md, wrapping links on phones (a scrolled
 * row hid half of them). An island (faq-page.tsx): the category lives in the URL and switches in
 * place. The questions beside it are server HTML drawn again in the browser after a switch; their
 * code is fetched as soon as the visitor points at or focuses a filter.
 */
export function FaqFilter({ category, filters }: { category?: FaqCategoryId; filters: FaqFilters }) {
  const links = (
    <>
      <CategoryLink
        active={!category}
        label="All questions"
        count={filters.total}
        icon={<IconListDetails size={20} stroke={1.75} />}
      />
      {filters.categories.map((item) => (
        <CategoryLink
          key={item.id}
          category={item.id}
          active={category === item.id}
          label={item.name}
          count={item.count}
          icon={<SpriteIcon icon={item.icon} size={20} stroke={1.75} />}
        />
      ))}
    </>
  )
  return (
    <>
      <nav
        aria-label="FAQ categories"
        className={cx(classes.sidebar, 'mantine-visible-from-md')}
        onPointerEnter={preloadFaqQuestionList}
        onFocus={preloadFaqQuestionList}
      >
        <div
          className={mantine.stack}
          style={{ '--stack-gap': 'calc(0.25rem * var(--mantine-scale))' } as CSSProperties}
        >
          {links}
        </div>
      </nav>
      <nav
        aria-label="FAQ categories"
        className="mantine-hidden-from-md"
        onPointerEnter={preloadFaqQuestionList}
        onFocus={preloadFaqQuestionList}
      >
        <div className={mantine.group} style={{ '--group-gap': 'var(--mantine-spacing-xs)' } as CSSProperties}>
          {links}
        </div>
      </nav>
    </>
  )
}
