import { IconChevronDown } from '@tabler/icons-react'
import classes from './faq-accordion.module.css'

export interface QuestionAndAnswer {
  id: string
  question: string
  answer: string
}

/**
 * Questions and answers, the one FAQ look of the site (FAQ page, product pages, contact page,
 * documentation): no per-page colours or open-first variants, every answer starts closed. Each
 * question is a native disclosure (`<details>`): it opens before the page's script has arrived,
 * without JavaScript and in parts of the page that never hydrate; several may be open at once.
 * Closed answers stay in the HTML, so they are indexable, and the browser's find-in-page opens them.
 */
export function FaqAccordion({
  items,
  headingOrder = 3,
}: {
  items: readonly QuestionAndAnswer[]
  headingOrder?: 2 | 3 | 4 | 5 | 6
}) {
  const Heading = `h${headingOrder}` as const
  return (
    <div className={classes.root} data-testid="faq-accordion">
      {items.map((item) => (
        <details key={item.id} id={item.id} className={classes.item}>
          <summary className={classes.control}>
            <Heading className={classes.label}>{item.question}</Heading>
            <IconChevronDown size={18} stroke={1.75} aria-hidden className={classes.chevron} />
          </summary>
          <p className={classes.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  )
}

/** Ids for question lists that have none (product content): stable per position. */
export function withIds(items: readonly { question: string; answer: string }[], prefix: string): QuestionAndAnswer[] {
  return items.map((item, index) => ({ id: `${prefix}-${index + 1}`, ...item }))
}
