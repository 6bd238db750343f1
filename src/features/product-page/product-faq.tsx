import type { ReactNode } from 'react'
import { FaqAccordion, type QuestionAndAnswer } from '~/ui/faq-accordion/faq-accordion'
import { Section, SectionHeading } from '~/ui/section/section'
import classes from './product-page.module.css'

/** The FAQ section of every product page: a heading, then the site's one FAQ accordion (or tabs of them). */
export function ProductFaq({
  title,
  description,
  items,
  tinted = false,
  children,
}: {
  title: string
  description?: string
  items?: readonly QuestionAndAnswer[]
  tinted?: boolean
  /** Instead of one list: the caller's tabs of lists (each a FaqAccordion). */
  children?: ReactNode
}) {
  return (
    <Section id="faq" tinted={tinted}>
      <SectionHeading eyebrow="FAQ" title={title} description={description} />
      <div className={classes.narrow}>{children ?? <FaqAccordion items={items ?? []} />}</div>
    </Section>
  )
}
