import { Group, Stack, Text, Title } from '@mantine/core'
import { faqCategories, type FaqCategoryId } from '~/content/faq'
import { AnchoredSection } from '~/ui/anchored-section/anchored-section'
import { FaqAccordion } from '~/ui/faq-accordion/faq-accordion'
import { icons } from '~/ui/icons/icon'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import classes from './faq-page.module.css'

/**
 * The questions of /faq by category, every one or those of `category`: server HTML (faq-page.tsx),
 * its code never on a first visit. The answers are native disclosures (FaqAccordion).
 */
export function FaqQuestionList({ category }: { category?: FaqCategoryId }) {
  const shown = category ? faqCategories.filter((item) => item.id === category) : faqCategories
  return (
    <Stack gap={56}>
      {shown.map((item) => {
        const Icon = icons[item.icon]
        return (
          <AnchoredSection key={item.id} id={item.id} headingId={`${item.id}-heading`} testId="faq-category">
            <Group gap="md" mb="lg" wrap="nowrap" align="flex-start">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <Icon size={22} stroke={1.75} />
              </ThemeIcon>
              <div>
                <Title order={2} className={classes.categoryTitle} id={`${item.id}-heading`}>
                  {item.name}
                </Title>
                <Text c="dimmed">{item.description}</Text>
              </div>
            </Group>
            <FaqAccordion items={item.questions} />
          </AnchoredSection>
        )
      })}
    </Stack>
  )
}
