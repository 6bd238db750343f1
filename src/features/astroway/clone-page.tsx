import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import { IconArrowRight, IconCircleCheck, IconInfoCircle, IconTrendingUp } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { astrowayContent } from '~/content/astroway'
import { notAffiliatedFor, type ClonePage as ClonePageContent } from '~/content/clones'
import { astrowayPricing } from '~/content/pricing'
import { RequestDemoButton } from '~/features/contact/request-demo-button'
import { PriceTag } from '~/features/currency/price-tag'
import { ink } from '~/features/pricing/ink'
import { PictureGroup } from '~/features/pricing/product-pictures'
import { SalesIcon } from '~/features/pricing/sales-icons'
import { FaqAccordion, FinalCta, ProductHero } from '~/features/pricing/sales-blocks'
import classes from '~/features/pricing/sales.module.css'
import { Section, SectionHeading } from '~/ui/section'

const APP = 'Astroway Pro'
const { color, accent } = astrowayContent

/** Lowest fixed package price: the 'from' price of the teaser. */
const startingTier = astrowayPricing.tiers.find((tier) => typeof tier.price === 'number')!

function Comparison({ clone }: { clone: ClonePageContent }) {
  const { comparison } = clone
  return (
    <Section id="comparison" tinted>
      <SectionHeading eyebrow="Side by side" title={comparison.title} description={comparison.description} />
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }} maw={960} mx="auto">
        <Table verticalSpacing="md" horizontalSpacing="lg" fz="md" data-testid="comparison-table" striped={false}>
          <Table.Thead bg="var(--mantine-color-gray-0)">
            <Table.Tr>
              <Table.Th scope="col">{`What the ${clone.brand} model needs`}</Table.Th>
              <Table.Th scope="col">In Astroway Pro</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {comparison.rows.map((row) => (
              <Table.Tr key={row.capability}>
                <Table.Th scope="row" fw={650} style={{ verticalAlign: 'top' }} w="40%">
                  {row.capability}
                </Table.Th>
                <Table.Td>
                  <Stack gap={6} align="flex-start">
                    <Badge
                      variant="light"
                      color={row.verdict === 'extends' ? accent : color}
                      c={ink(row.verdict === 'extends' ? accent : color)}
                      radius="xl"
                      leftSection={
                        row.verdict === 'extends' ? (
                          <IconTrendingUp size={14} stroke={1.75} aria-hidden />
                        ) : (
                          <IconCircleCheck size={14} stroke={1.75} aria-hidden />
                        )
                      }
                      style={{ textTransform: 'none' }}
                    >
                      {row.verdict === 'extends' ? 'Goes further' : 'Matched'}
                    </Badge>
                    <Text fz="sm" c="dimmed">
                      {row.astroway}
                    </Text>
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Section>
  )
}

/**
 * One template for /astrotalk-clone, /astrosage-clone and /astroyogi-clone: the business model
 * the well-known app made popular, what Astroway Pro delivers for it, a price teaser, FAQ and CTA.
 */
export function ClonePage({ clone }: { clone: ClonePageContent }) {
  const source = clone.slug
  const others = astrowayContent.clones.cards.filter((card) => card.slug !== clone.slug)
  return (
    <>
      <ProductHero
        eyebrow={clone.hero.eyebrow}
        title={clone.hero.title}
        lead={clone.hero.lead}
        highlights={['Launch in 2-4 weeks', 'Your brand, your apps', 'One-time fee']}
        color={color}
        accent={accent}
        app={APP}
        source={source}
        secondary={{ label: 'See the pricing', href: '#pricing' }}
        visual={<PictureGroup pictures={astrowayContent.hero.pictures} color={color} appName={`${clone.slug}-hero`} />}
        footnote={
          <Text fz="xs" c="dimmed">
            An independent product by ReadyApps, not affiliated with {clone.brand}.
          </Text>
        }
      />

      <Section id="model">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 64 }}>
          <SectionHeading
            align="left"
            eyebrow={`The ${clone.brand} model`}
            title={clone.model.title}
            description={clone.model.description}
          />
          <Stack gap="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {clone.model.points.map((point) => (
              <Group key={point.title} component="li" align="flex-start" gap="md" wrap="nowrap">
                <SalesIcon name={point.icon} color={color} />
                <Stack gap={4}>
                  <Text fw={700} fz="lg">
                    {point.title}
                  </Text>
                  <Text c="dimmed">{point.description}</Text>
                </Stack>
              </Group>
            ))}
          </Stack>
        </SimpleGrid>
      </Section>

      <Section id="what-you-get" tinted>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }} style={{ alignItems: 'center' }}>
          <Stack gap="md">
            <SectionHeading align="left" eyebrow="What you get" title={clone.whatYouGet.title} />
            <List
              mt={-16}
              spacing="md"
              icon={
                <ThemeIcon size={26} radius="xl" color={color} aria-hidden>
                  <IconCircleCheck size={16} stroke={1.75} />
                </ThemeIcon>
              }
              data-testid="clone-what-you-get"
            >
              {clone.whatYouGet.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
            <Group mt="md">
              <Button
                component={Link}
                to="/astroway"
                variant="light"
                color={color}
                c={ink(color)}
                size="md"
                rightSection={<IconArrowRight size={18} stroke={1.75} />}
              >
                Explore Astroway Pro
              </Button>
            </Group>
          </Stack>
          <PictureGroup
            pictures={astrowayContent.showcase.tabs.find((tab) => tab.id === 'admin')!.pictures}
            color={color}
            appName={`${clone.slug}-admin`}
          />
        </SimpleGrid>
      </Section>

      <Comparison clone={clone} />

      <Section id="pricing">
        <Paper
          radius="lg"
          p={{ base: 'lg', md: 48 }}
          maw={960}
          mx="auto"
          withBorder
          style={{
            borderColor: color,
            background: `linear-gradient(120deg, color-mix(in srgb, ${color} 8%, white), color-mix(in srgb, ${accent} 8%, white))`,
          }}
          data-testid="pricing-teaser"
        >
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'center' }}>
            <Stack gap="sm">
              <Text c={ink(color)} fw={700} tt="uppercase" fz="sm" lts="0.08em">
                Pricing
              </Text>
              <Title order={2}>{clone.pricingTeaser.title}</Title>
              <Text c="dimmed" fz="lg">
                {clone.pricingTeaser.description}
              </Text>
            </Stack>
            <Stack gap="xs" align="flex-start">
              <Text fw={600}>Packages from</Text>
              <PriceTag
                value={startingTier.price}
                fz={{ base: 40, md: 48 }}
                fw={800}
                lh={1}
                lts="-0.02em"
                data-testid="teaser-price"
              />
              <Text fz="sm" c="dimmed">
                {startingTier.name} package, {startingTier.priceNote}
              </Text>
              <Group gap="sm" mt="md">
                <RequestDemoButton app={APP} source={`${source}:pricing`} color={color} size="md">
                  Get a quote
                </RequestDemoButton>
                <Button
                  component={Link}
                  to="/astroway"
                  hash="pricing"
                  variant="default"
                  size="md"
                  rightSection={<IconArrowRight size={18} stroke={1.75} />}
                >
                  Compare packages
                </Button>
              </Group>
            </Stack>
          </SimpleGrid>
        </Paper>
      </Section>

      <Section id="faq" tinted>
        <SectionHeading eyebrow="FAQ" title={`Questions about building an app like ${clone.brand}`} />
        <Box maw={820} mx="auto">
          <FaqAccordion items={clone.faqs} color={color} />
        </Box>
      </Section>

      <Section id="more-clones">
        <SectionHeading eyebrow="Other models" title="Compare with other astrology apps" order={2} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={860} mx="auto">
          {others.map((card) => (
            <Card
              key={card.slug}
              component={Link}
              to={card.path}
              withBorder
              radius="lg"
              padding="lg"
              className={classes.lift}
              style={{ textDecoration: 'none', color: 'inherit' }}
            >
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={4}>
                  <Text fw={700}>{card.title}</Text>
                  <Text fz="sm" c="dimmed">
                    {card.description}
                  </Text>
                </Stack>
                <IconArrowRight size={20} stroke={1.75} color={color} aria-hidden style={{ flexShrink: 0 }} />
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Section>

      <FinalCta
        title={clone.finalCta.title}
        description={clone.finalCta.description}
        color={color}
        accent={accent}
        app={APP}
        source={source}
        secondary={{ label: 'Explore Astroway Pro', href: '/astroway' }}
      />

      <Box pb={64} px="md">
        <Alert
          variant="light"
          color="gray"
          radius="md"
          icon={<IconInfoCircle size={20} stroke={1.75} />}
          maw={960}
          mx="auto"
          title="Not affiliated"
          data-testid="not-affiliated"
        >
          <Text fz="sm" c="dimmed">
            {notAffiliatedFor(clone.brand)}
          </Text>
        </Alert>
      </Box>
    </>
  )
}
