import { Box, Group, Text } from '@mantine/core'
import { ListGrid } from '~/ui/step-grid/step-grid'
import type { CSSProperties } from 'react'
import type { AstrowayContent } from '~/content/astroway'
import { cx } from '~/ui/plain/mantine-classes'
import classes from './product-page.module.css'

type WordMark = AstrowayContent['clients']['wordMarks'][number]

/** 'Jyotish Setu' -> 'JS': the first letters of the first two words. */
function monogram(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
}

/**
 * Client names as one consistent word mark each: a monogram in the product's colour and the name
 * in the site's font. No image files, no borrowed artwork, no imitation of anyone's logo.
 */
export function WordMarks({ marks, color }: { marks: readonly WordMark[]; color: string }) {
  return (
    <ListGrid
      cols={{ base: 2, sm: 3, lg: 6 }}
      spacing="md"
      testId="client-word-marks"
      style={{ '--mark-color': color } as CSSProperties}
    >
      {marks.map((mark) => (
        <Box component="li" key={mark.name} py="lg" px={6} ta="center" className={classes.wordMark}>
          <Group gap={8} justify="center" wrap="nowrap">
            <span className={classes.monogram} aria-hidden>
              {monogram(mark.name)}
            </span>
            <Text component="span" fw={700} lh={1.2} className={cx(classes.markName, classes.markNameSize)}>
              {mark.name}
            </Text>
          </Group>
          <Text fz="xs" c="dimmed" mt={6}>
            {mark.city}
          </Text>
        </Box>
      ))}
    </ListGrid>
  )
}
