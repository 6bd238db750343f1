import { Avatar, Badge, Card, Group, Text } from '@mantine/core'
import { Columns } from '~/ui/columns/columns'
import { IconStarFilled } from '@tabler/icons-react'
import { testimonials } from '~/content/testimonials'
import { Section } from '~/ui/section/section'

/** Stars for a rating, read out once as 'Rated N out of 5'. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <Group gap={2} role="img" aria-label={`Rated ${rating} out of 5`} data-testid="star-rating">
      {Array.from({ length: 5 }, (_, index) => (
        <IconStarFilled
          key={index}
          size={18}
          aria-hidden
          color={index < rating ? 'var(--mantine-color-saffron-6)' : 'var(--mantine-color-gray-3)'}
        />
      ))}
    </Group>
  )
}

export function TestimonialsSection() {
  return (
    <Section
      id="testimonials"
      heading={{
        eyebrow: 'Testimonials',
        title: 'What our clients say',
        description: 'Founders and operators who launched with our ready-made apps.',
      }}
    >
      <Columns cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {testimonials.map((testimonial) => (
          <Card
            key={testimonial.id}
            component="figure"
            withBorder
            radius="md"
            padding="xl"
            m={0}
            data-testid="testimonial"
          >
            <Group justify="space-between" mb="md">
              <StarRating rating={testimonial.rating} />
              <Badge variant="light" color="gray" radius="sm" tt="none">
                {testimonial.appType}
              </Badge>
            </Group>
            <Text component="blockquote" fz="md" m={0} flex={1}>
              “{testimonial.content}”
            </Text>
            <Group component="figcaption" gap="sm" mt="lg" wrap="nowrap">
              <Avatar color="brand" radius="xl" aria-hidden>
                {testimonial.avatar}
              </Avatar>
              <div>
                <Text fw={700} fz="sm">
                  {testimonial.name}
                </Text>
                <Text fz="sm" c="dimmed">
                  {testimonial.role}, {testimonial.company}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </Columns>
    </Section>
  )
}
