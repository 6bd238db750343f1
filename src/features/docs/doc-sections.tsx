import { Stack, Title } from '@mantine/core'
import type { DocSection } from '~/content/docs'
import { AnchoredSection } from '~/ui/anchored-section/anchored-section'
import { DocBlocks } from './doc-blocks'
import layout from './doc-page.module.css'

/** A document's sections, each with its heading and blocks: in the static content and in the tabs. */
export function DocSections({ sections }: { sections: DocSection[] }) {
  return (
    <Stack gap={56}>
      {sections.map((section) => (
        <AnchoredSection key={section.id} id={section.id} headingId={`${section.id}-title`} testId="doc-section">
          <Title order={2} className={layout.sectionTitle} mb="md" id={`${section.id}-title`}>
            {section.title}
          </Title>
          <DocBlocks blocks={section.blocks} />
        </AnchoredSection>
      ))}
    </Stack>
  )
}
