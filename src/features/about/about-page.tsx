import { Box } from '@mantine/core'
import type { aboutContent } from '~/content/about'
import { RequestDemoButton } from '~/features/contact/request-demo-button'
import { LinkButton } from '~/ui/action-buttons/action-buttons'
import { HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import ctaBand from '~/ui/cta-band/cta-band.module.css'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import section from '~/ui/section/section.module.css'
import statCounter from '~/ui/stat-counter/stat-counter.module.css'
import processSteps from '~/ui/step-grid/process-steps.module.css'
import { PageHero } from '~/ui/page-hero/page-hero'
import { ScreenImage } from '~/ui/product-screen/product-screen'
import classes from './about-page.module.css'

// Everything below the hero: its code comes when the visitor reaches it (see lazySection).
const AboutBody = lazySection(
  () => import('./about-body').then((m) => m.AboutBody),
  [section, ctaBand, processSteps, statCounter],
)

/** For the route's loader (see lazySection). */
export const preloadAboutPage = AboutBody.preload

/** Where each hero phone stands: two tilted behind, the middle one in front and larger. */
const phonePlacements = [
  { pos: { left: 0, top: 48 }, className: classes.phoneLeft, w: '38%', width: 180 },
  { pos: { left: '50%', top: 0 }, className: classes.phoneMiddle, w: '44%', width: 200 },
  { pos: { right: 0, top: 48 }, className: classes.phoneRight, w: '38%', width: 180 },
] as const

type AboutHero = (typeof aboutContent)['hero']

function HeroPhones({ phones: [left, middle, right] }: { phones: AboutHero['phones'] }) {
  // Painted left, right, middle so the middle phone overlaps the other two.
  const phones = [
    [left, phonePlacements[0]],
    [right, phonePlacements[2]],
    [middle, phonePlacements[1]],
  ] as const
  return (
    <Box
      pos="relative"
      h={{ base: 320, sm: 420 }}
      w={{ base: '88%', sm: '100%' }}
      maw={460}
      mx="auto"
      aria-label="Screens from three of our products"
      role="group"
    >
      {phones.map(([phone, placement]) =>
        phone ? (
          <Box key={phone.appName} pos="absolute" {...placement.pos} className={placement.className} w={placement.w}>
            <ScreenImage screen={phone.screen} width={placement.width} />
          </Box>
        ) : null,
      )}
    </Box>
  )
}

/** /about: who we are, what we do and how we work. */
export function AboutPage({ hero }: { hero: AboutHero }) {
  return (
    <>
      <PageHero
        {...hero}
        actions={
          <>
            <RequestDemoButton size="lg" source="about:hero" />
            <LinkButton size="lg" href="/apps">
              Explore our apps
            </LinkButton>
          </>
        }
        aside={<HeroPhones phones={hero.phones} />}
      />
      {/* Below the hero: hydrated, and its code loaded, when the visitor reaches it. */}
      <HydrateLater>
        <AboutBody />
      </HydrateLater>
    </>
  )
}
