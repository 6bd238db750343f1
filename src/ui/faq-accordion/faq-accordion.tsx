import { Accordion, Text } from '@mantine/core'
import classes from './faq-accordion.module.css'

export interface QuestionAndAnswer {
  id: string
  question: string
  answer: string
}

/**
 * Questions and answers, the one FAQ look of the site (FAQ page, product pages, contact page,
 * documentation): no per-page colours or open-first variants, every answer starts closed.
 * Answers stay in the HTML when closed (display: none), so they are indexable and findable with
 * the browser's search.
 */
export function FaqAccordion({
  items,
  headingOrder = 3,
}: {
  items: readonly QuestionAndAnswer[]
  headingOrder?: 2 | 3 | 4 | 5 | 6
}) {
  return (
    <Accordion
      variant="separated"
      radius="md"
      multiple
      keepMountedMode="display-none"
      order={headingOrder}
      defaultValue={[]}
      classNames={{ item: classes.item, control: classes.control, label: classes.label }}
      data-testid="faq-accordion"
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Control>{item.question}</Accordion.Control>
          <Accordion.Panel>
            <Text c="dimmed" lh={1.65}>
              {item.answer}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  )
}

/** Ids for question lists that have none (product content): stable per position. */
export function withIds(items: readonly { question: string; answer: string }[], prefix: string): QuestionAndAnswer[] {
  return items.map((item, index) => ({ id: `${prefix}-${index + 1}`, ...item }))
}
