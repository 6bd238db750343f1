import { Stack, Text, Title } from '@mantine/core'
import { Columns } from '~/ui/columns/columns'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { whyChooseUs } from '~/content/home'
import { IconGlyph } from '~/ui/icons/icon'
import { Section } from '~/ui/section/section'

export function WhyChooseUs() {
  return (
    <Section
      id="why-us"
      heading={{
        eyebrow: 'Why choose us',
        title: 'The shortest road from idea to a working app business',
        description:
          'Building an app from scratch takes months and a team. Starting from ours takes weeks and a conversation.',
      }}
    >
      <Columns cols={{ base: 1, sm: 2, md: 3 }} spacing={{ base: 32, md: 48 }} verticalSpacing={{ base: 32, md: 48 }}>
        {whyChooseUs.map((reason) => (
          <Stack key={reason.title} gap="sm">
            <ThemeIcon size={48} radius="md" variant="light" color="brand" aria-hidden>
              <IconGlyph name={reason.icon} size={24} />
            </ThemeIcon>
            <Title order={3} fz="lg">
              {reason.title}
            </Title>
            <Text c="dimmed">{reason.description}</Text>
          </Stack>
        ))}
      </Columns>
    </Section>
  )
}
