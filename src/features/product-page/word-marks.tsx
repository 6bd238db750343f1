import { Box, SimpleGrid, Text } from '@mantine/core'
import type { CSSProperties } from 'react'
import type { AstrowayContent } from '~/content/astroway'
import classes from './product-page.module.css'

type WordMark = AstrowayContent['clients']['wordMarks'][number]

const serif = "Georgia, 'Times New Roman', serif"

/** Each style letters the client's name differently, so the row reads like a wall of logos. */
const styles: Record<WordMark['style'], CSSProperties> = {
  serif: { fontFamily: serif, fontWeight: 700, fontSize: 'clamp(18px, 4.8vw, 23px)', letterSpacing: '-0.01em' },
  heavy: { fontWeight: 900, fontSize: 'clamp(16px, 4.4vw, 20px)', letterSpacing: '-0.04em', fontStyle: 'italic' },
  script: { fontFamily: serif, fontStyle: 'italic', fontWeight: 400, fontSize: 'clamp(20px, 5.4vw, 26px)' },
  spaced: { fontWeight: 600, fontSize: 'clamp(13px, 3.6vw, 16px)', letterSpacing: '0.28em' },
  mono: {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontWeight: 700,
    fontSize: 'clamp(15px, 4.2vw, 19px)',
  },
  rounded: { fontWeight: 800, fontSize: 'clamp(15px, 4.2vw, 18px)', letterSpacing: '-0.02em' },
}

/** Client logos drawn as text: no image files, no borrowed artwork. */
export function WordMarks({ marks, color }: { marks: readonly WordMark[]; color: string }) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 6 }}
      spacing="md"
      component="ul"
      className={classes.plainList}
      data-testid="client-word-marks"
    >
      {marks.map((mark) => (
        <Box component="li" key={mark.name} py="lg" px={6} ta="center" className={classes.wordMark}>
          <Text
            component="span"
            c="light-dark(var(--mantine-color-gray-8), var(--mantine-color-gray-3))"
            lh={1.1}
            style={{
              ...styles[mark.style],
              display: 'inline-flex',
              alignItems: 'center',
              gap: 6,
              whiteSpace: 'nowrap',
            }}
          >
            {mark.style === 'rounded' ? (
              <Box component="span" aria-hidden w={12} h={12} className={classes.dot} bg={color} />
            ) : null}
            {mark.name}
          </Text>
          <Text fz="xs" c="dimmed" mt={6}>
            {mark.city}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  )
}
