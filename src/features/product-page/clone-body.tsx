import type { CloneOpening } from './product-openings'
import { ProductHero } from './product-hero'
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight, IconCircleCheck, IconTrendingUp } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { astrowayContent } from '~/content/astroway'
import type { ClonePage as ClonePageContent } from '~/content/clones'
import { astrowayPricing } from '~/content/pricing'
import { RequestDemoButton } from '~/features/contact/request-demo-button'
import { HeadlinePrice } from '~/features/currency/price-tag'
import { Section, SectionHeading } from '~/ui/section/section'
import { ClosingCta } from './closing-cta'
import { schemeInk } from '~/ui/color/ink'
import { Columns } from '~/ui/columns/columns'
import { CheckList, IconPointList } from './icon-point'
import { CloneCards } from './clone-cards'
import { ProductFaq } from './product-faq'
import { ScreenGroup } from '~/ui/product-screen/screen-group'
import classes from './product-page.module.css'
import { productLook } from './product-look'
import { demoLabel } from '~/content/story'
import { LinkButton } from '~/ui/action-buttons/action-buttons'

/** Every clone page sells Astroway Pro: its hero, pricing and contact buttons are Astroway's. */
const product = productLook('astroway', astrowayContent)
const { color } = product
const accent = product.accent ?? color

/** Lowest fixed package price: the 'from' price of the teaser. */
const startingTier = astrowayPricing.tiers.find((tier) => typeof tier.price === 'number')!

function Comparison({ clone }: { clone: ClonePageContent }) {
  const { comparison } = clone
  return (
    <Section id="comparison" tinted>
      <SectionHeading eyebrow="Side by side" title={comparison.title} description={comparison.description} />
      <Paper withBorder radius="lg" className={classes.clip} maw={960} mx="auto">
        <table className={classes.comparison} data-testid="comparison-table">
          <thead>
            <tr>
              <th scope="col">{`What the ${clone.brand} model needs`}</th>
              <th scope="col">In Astroway Pro</th>
            </tr>
          </thead>
          <tbody>
            {comparison.rows.map((row) => (
              <tr key={row.capability}>
                <th scope="row">{row.capability}</th>
                <td>
                  <Stack gap={6} align="flex-start">
                    <Badge
                      variant="light"
                      color={row.verdict === 'extends' ? accent : color}
                      c={schemeInk(row.verdict === 'extends' ? accent : color)}
                      radius="xl"
                      leftSection={
                        row.verdict === 'extends' ? (
                          <IconTrendingUp size={14} stroke={1.75} aria-hidden />
                        ) : (
                          <IconCircleCheck size={14} stroke={1.75} aria-hidden />
                        )
                      }
                      className={classes.noTransform}
                    >
                      {row.verdict === 'extends' ? 'Goes further' : 'Matched'}
                    </Badge>
                    <Text fz="sm" c="dimmed">
                      {row.astroway}
                    </Text>
                  </Stack>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Paper>
    </Section>
  )
}

/**
 * One template for /astrotalk-clone, /astrosage-clone and /astroyogi-clone: the business model
 * the well-known app made popular, what Astroway Pro delivers for it, a price teaser, FAQ and CTA.
 */
function CloneBody({ clone }: { clone: ClonePageContent }) {
  const source = clone.slug
  const others = astrowayContent.clones.cards.filter((card) => card.slug !== clone.slug)
  return (
    <>
      <Section id="model">
        <Columns cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 64 }}>
          <SectionHeading
            align="left"
            eyebrow={`The ${clone.brand} model`}
            title={clone.model.title}
            description={clone.model.description}
          />
          <IconPointList points={clone.model.points} color={color} large />
        </Columns>
      </Section>

      <Section id="what-you-get" tinted>
        <Columns cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }} className={classes.centred}>
          <Stack gap="md">
            <SectionHeading align="left" eyebrow="What you get" title={clone.whatYouGet.title} />
            <CheckList items={clone.whatYouGet.items} color={color} testId="clone-what-you-get" />
            <Group mt="md">
              <Button
                component={Link}
                to="/astroway"
                variant="light"
                color={color}
                c={schemeInk(color)}
                size="md"
                rightSection={<IconArrowRight size={18} stroke={1.75} />}
              >
                Explore Astroway Pro
              </Button>
            </Group>
          </Stack>
          <ScreenGroup screens={astrowayContent.showcase.tabs.find((tab) => tab.id === 'admin')!.pictures} />
        </Columns>
      </Section>

      <Comparison clone={clone} />

      <Section id="pricing">
        <Paper
          radius="lg"
          maw={960}
          mx="auto"
          withBorder
          className={classes.teaser}
          style={{
            borderColor: color,
            background: `linear-gradient(120deg, color-mix(in srgb, ${color} 8%, var(--mantine-color-body)), color-mix(in srgb, ${accent} 8%, var(--mantine-color-body)))`,
          }}
          data-testid="pricing-teaser"
        >
          <Columns cols={{ base: 1, md: 2 }} spacing="xl" className={classes.centred}>
            <Stack gap="sm">
              <Text c={schemeInk(color)} fw={700} tt="uppercase" fz="sm" lts="0.08em">
                Pricing
              </Text>
              <Title order={2}>{clone.pricingTeaser.title}</Title>
              <Text c="dimmed" fz="lg">
                {clone.pricingTeaser.description}
              </Text>
            </Stack>
            <Stack gap="xs" align="flex-start">
              <Text fw={600}>Packages from</Text>
              <HeadlinePrice
                value={startingTier.price}
                lh={1}
                className={classes.teaserPrice}
                data-testid="teaser-price"
              />
              <Text fz="sm" c="dimmed">
                {startingTier.name} package, {startingTier.priceNote}
              </Text>
              <Group gap="sm" mt="md">
                <RequestDemoButton product={product.id} source={`${source}:pricing`} color={color} size="md">
                  {demoLabel}
                </RequestDemoButton>
                <LinkButton href="/astroway#pricing">Compare packages</LinkButton>
              </Group>
            </Stack>
          </Columns>
        </Paper>
      </Section>

      <ProductFaq title={`Questions about building an app like ${clone.brand}`} items={clone.faqs} tinted />

      <CloneCards
        product={product}
        id="more-clones"
        eyebrow="Other models"
        title="Compare with other astrology apps"
        items={others}
      />

      <ClosingCta
        product={product}
        content={clone.finalCta}
        source={source}
        secondary={{ label: 'Explore Astroway Pro', href: '/astroway' }}
      />
    </>
  )
}

/** What every clone page promises under its headline. */
const CLONE_HIGHLIGHTS = ['Launch in 2-4 weeks', 'Your brand, your apps', 'One-time fee']

/**
 * A clone page's hero and sections: every clone page sells Astroway Pro; its hero, pricing and
 * contact buttons are Astroway's.
 */
export function ClonePageSections({ opening: { clone, product, pictures, notAffiliated } }: { opening: CloneOpening }) {
  return (
    <>
      <ProductHero
        product={product}
        content={{ ...clone.hero, highlights: CLONE_HIGHLIGHTS, pictures }}
        source={clone.slug}
        secondary={{ label: 'See the pricing', href: '#pricing' }}
        // The affiliation note sits next to the first mention of the other brand (the hero), not after the last CTA.
        footnote={
          <Text fz="xs" c="dimmed" maw={560} data-testid="not-affiliated">
            {notAffiliated}
          </Text>
        }
      />
      <CloneBody clone={clone} />
    </>
  )
}
