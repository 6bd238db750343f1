import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react'
import { cx, mantine } from '~/ui/plain/mantine-classes'
import plain from '~/ui/plain/plain.module.css'
import classes from './section.module.css'

/** Padding in px on phones and from the md breakpoint up. */
type Rhythm = { base: number; md: number }

const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`

/**
 * A page section with the house rhythm: 96 px apart on desktop, 64 px on mobile, plain or tinted
 * background. `id` makes it linkable (e.g. /astroway#pricing); `heading` opens it with a
 * SectionHeading; `py` (or `pt`, the top only) sets another rhythm. Plain markup with Mantine's
 * look (src/ui/plain), no Mantine JavaScript: pages wrap their islands in sections, which then
 * hydrate with them.
 */
export function Section({
  id,
  tinted = false,
  heading,
  children,
  className,
  py,
  pt,
  style,
  ...props
}: {
  id?: string
  tinted?: boolean
  heading?: SectionHeadingProps
  children?: ReactNode
  className?: string
  py?: Rhythm
  pt?: Rhythm
} & Omit<ComponentPropsWithoutRef<'section'>, 'children' | 'className' | 'id'>) {
  const rhythm = {
    ...(py && { '--section-py': rem(py.base), '--section-py-md': rem(py.md) }),
    ...(pt && { '--section-pt': rem(pt.base), '--section-pt-md': rem(pt.md) }),
    ...style,
  } as CSSProperties
  return (
    <section
      id={id}
      className={cx(classes.section, tinted && classes.tinted, className)}
      style={py || pt || style ? rhythm : undefined}
      {...props}
    >
      <div className={plain.container}>
        {heading ? <SectionHeading {...heading} /> : null}
        {children}
      </div>
    </section>
  )
}

/** Eyebrow, heading and lead text that open a section. */
export interface SectionHeadingProps {
  eyebrow?: string
  title: ReactNode
  description?: ReactNode
  align?: 'center' | 'left'
  order?: 1 | 2 | 3
}

export function SectionHeading({ eyebrow, title, description, align = 'center', order = 2 }: SectionHeadingProps) {
  const Heading = `h${order}` as const
  return (
    <div
      className={cx(mantine.stack, classes.heading, align === 'center' && classes.centred)}
      style={
        {
          '--stack-gap': 'var(--mantine-spacing-sm)',
          '--stack-align': align === 'center' ? 'center' : 'flex-start',
          textAlign: align,
        } as CSSProperties
      }
    >
      {eyebrow ? (
        <p
          className={mantine.text}
          style={{
            color: 'var(--mantine-color-brand-text)',
            fontSize: 'var(--mantine-font-size-sm)',
            fontWeight: 700,
            letterSpacing: '0.08em',
            textTransform: 'uppercase',
          }}
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading
        className={mantine.title}
        data-order={order}
        style={
          {
            '--title-fw': `var(--mantine-h${order}-font-weight)`,
            '--title-lh': `var(--mantine-h${order}-line-height)`,
            '--title-fz': `var(--mantine-h${order}-font-size)`,
          } as CSSProperties
        }
      >
        {title}
      </Heading>
      {description ? (
        <p
          className={mantine.text}
          style={{
            color: 'var(--mantine-color-dimmed)',
            fontSize: 'var(--mantine-font-size-lg)',
            maxWidth: 'calc(42.5rem * var(--mantine-scale))',
          }}
        >
          {description}
        </p>
      ) : null}
    </div>
  )
}
