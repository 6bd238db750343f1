import { List, Text } from '@mantine/core'

/**
 * A bulleted or numbered list in the text of a document (docs, policies), with the roomy line
 * height of the paragraphs around it. `inlineItems` lets a long item wrap under its bullet.
 */
export function ProseList({
  items,
  ordered = false,
  inlineItems = false,
}: {
  items: readonly string[]
  ordered?: boolean
  inlineItems?: boolean
}) {
  return (
    <List
      type={ordered ? 'ordered' : 'unordered'}
      spacing="xs"
      withPadding
      styles={inlineItems ? { itemWrapper: { display: 'inline' } } : undefined}
    >
      {items.map((item) => (
        <List.Item key={item}>
          <Text component="span" lh={1.7}>
            {item}
          </Text>
        </List.Item>
      ))}
    </List>
  )
}
