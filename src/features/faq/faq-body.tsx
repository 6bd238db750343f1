import { Box, Grid, Group, Stack, Text, Title } from '@mantine/core'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { Link } from '@tanstack/react-router'
import { IconListDetails } from '@tabler/icons-react'
import type { ComponentType } from 'react'
import { faqCategories, type FaqCategoryId } from '~/content/faq'
import { AnchoredSection } from '~/ui/anchored-section/anchored-section'
import { Section } from '~/ui/section/section'
import { FaqAccordion } from '~/ui/faq-accordion/faq-accordion'
import classes from './faq-page.module.css'
import { icons } from '~/ui/icons/icon'

const totalQuestions = faqCategories.reduce((sum, category) => sum + category.questions.length, 0)

/** One filter link: all questions or one category. The choice lives in the URL (?category=). */
function CategoryLink({
  category,
  active,
  label,
  count,
  icon: Icon,
}: {
  category?: FaqCategoryId
  active: boolean
  label: string
  count: number
  icon: ComponentType<{ size?: number; stroke?: number }>
}) {
  return (
    <Link
      to="/faq"
      search={category ? { category } : {}}
      replace
      resetScroll={false}
      className={classes.categoryLink}
      data-active={active || undefined}
      aria-current={active ? 'true' : undefined}
      data-testid={`faq-filter-${category ?? 'all'}`}
    >
      <Icon size={20} stroke={1.75} />
      <span className={classes.categoryLabel}>{label}</span>
      <span className={classes.count}>{count}</span>
    </Link>
  )
}

/**
 * The questions of /faq and their filter, which switches the category in place (?category=): an
 * island (faq-page.tsx).
 */
export function FaqQuestions({ category }: { category?: FaqCategoryId }) {
  const shown = category ? faqCategories.filter((item) => item.id === category) : faqCategories

  const filters = (
    <>
      <CategoryLink active={!category} label="All questions" count={totalQuestions} icon={IconListDetails} />
      {faqCategories.map((item) => (
        <CategoryLink
          key={item.id}
          category={item.id}
          active={category === item.id}
          label={item.name}
          count={item.questions.length}
          icon={icons[item.icon]}
        />
      ))}
    </>
  )

  return (
    <Section id="questions" py={{ base: 40, md: 72 }}>
      <Grid gap={{ base: 24, md: 48 }}>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Box component="nav" aria-label="FAQ categories" className={classes.sidebar} visibleFrom="md">
            <Stack gap={4}>{filters}</Stack>
          </Box>
          <Box component="nav" aria-label="FAQ categories" hiddenFrom="md">
            {/* The filters wrap on phones so every category is in sight (a scrolled row hid half of them). */}
            <Group gap="xs">{filters}</Group>
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
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
                      <Title order={2} fz={{ base: 24, md: 28 }} id={`${item.id}-heading`}>
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
        </Grid.Col>
      </Grid>
    </Section>
  )
}
