import { Accordion, Text } from '@mantine/core'

export interface QuestionAndAnswer {
  id: string
  question: string
  answer: string
}

/**
 * Questions and answers as an accordion. Answers stay in the HTML when closed (display: none),
 * so they are indexable and findable with the browser's search.
 */
export function FaqAccordion({ items, headingOrder = 3 }: { items: QuestionAndAnswer[]; headingOrder?: 2 | 3 | 4 }) {
  return (
    <Accordion
      variant="separated"
      radius="md"
      multiple
      keepMountedMode="display-none"
      order={headingOrder}
      styles={{
        control: { minHeight: 56 },
        label: { fontWeight: 600, fontSize: 'var(--mantine-font-size-md)' },
        item: {
          backgroundColor: 'var(--mantine-color-body)',
          border: '1px solid light-dark(var(--mantine-color-gray-3), var(--mantine-color-dark-4))',
        },
      }}
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
