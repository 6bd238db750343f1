import { Group, Stack, Text, Title } from '@mantine/core'
import { IconListDetails } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { faqCategories, type FaqCategoryId } from '~/content/faq'
import { AnchoredSection } from '~/ui/anchored-section/anchored-section'
import { ChoiceOption, choiceScope, shownFor } from '~/ui/choice/choice'
import { FaqAccordion } from '~/ui/faq-accordion/faq-accordion'
import { icons } from '~/ui/icons/icon'
import { SpriteIcon } from '~/ui/icons/sprite-icon'
import { cx } from '~/ui/plain/mantine-classes'
import { Section } from '~/ui/section/section'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import classes from './faq-page.module.css'

/** The filter's radio group; the category is kept in the URL (?category=), "all" left out of it. */
const NAME = 'faq-category'
const SEARCH = { param: 'category', omit: 'all' }

function FilterOption({
  value,
  checked,
  label,
  count,
  icon,
}: {
  value: FaqCategoryId | 'all'
  checked: boolean
  label: string
  count: number
  icon: ReactNode
}) {
  return (
    <ChoiceOption
      name={NAME}
      value={value}
      checked={checked}
      labelClassName={classes.categoryLink}
      search={SEARCH}
      testId={`faq-filter-${value}`}
    >
      {icon}
      <span className={classes.categoryLabel}>{label}</span>
      <span className={classes.count}>{count}</span>
    </ChoiceOption>
  )
}

/**
 * The questions of /faq by category and the category filter beside them (a sticky column from md,
 * wrapping pills on phones): server HTML, its code never on a first visit. Every question is in the
 * HTML; the filter is a radio group that shows one category's, or all, by CSS (src/ui/choice), so a
 * tap answers at once with no script. The server checks the category the URL names. The answers are
 * native disclosures (FaqAccordion).
 */
export function FaqQuestions({ category }: { category?: FaqCategoryId }) {
  const total = faqCategories.reduce((sum, item) => sum + item.questions.length, 0)
  return (
    <Section id="questions" py={{ base: 40, md: 72 }}>
      <div className={cx(classes.layout, choiceScope)}>
        <div className={classes.filterColumn}>
          <div role="radiogroup" aria-label="FAQ categories" className={classes.filter}>
            <FilterOption
              value="all"
              checked={!category}
              label="All questions"
              count={total}
              icon={<IconListDetails size={20} stroke={1.75} />}
            />
            {faqCategories.map((item) => (
              <FilterOption
                key={item.id}
                value={item.id}
                checked={category === item.id}
                label={item.name}
                count={item.questions.length}
                icon={<SpriteIcon icon={item.icon} size={20} stroke={1.75} />}
              />
            ))}
          </div>
        </div>
        <div className={classes.questionsColumn}>
          <Stack gap={56}>
            {faqCategories.map((item, index) => {
              const Icon = icons[item.icon]
              return (
                // Shown for "All questions" (the first option) and for its own category.
                <div key={item.id} {...shownFor([1, index + 2])}>
                  <AnchoredSection id={item.id} headingId={`${item.id}-heading`} testId="faq-category">
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
                </div>
              )
            })}
          </Stack>
        </div>
      </div>
    </Section>
  )
}
