import { Box } from '@mantine/core'
import type { aboutContent } from '~/content/about'
import { RequestDemoButton } from '~/features/contact/request-demo-button'
import { LinkButton } from '~/ui/action-buttons/action-buttons'
import { PageHero } from '~/ui/page-hero/page-hero'
import { ScreenImage } from '~/ui/product-screen/product-screen'
import classes from './about-page.module.css'

/** Where each hero phone stands: two tilted behind, the middle one in front and larger. */
const phonePlacements = [
  { pos: { left: 0, top: 48 }, className: classes.phoneLeft, w: '38%', width: 180 },
  { pos: { left: '50%', top: 0 }, className: classes.phoneMiddle, w: '44%', width: 200 },
  { pos: { right: 0, top: 48 }, className: classes.phoneRight, w: '38%', width: 180 },
] as const

export type AboutHeroContent = (typeof aboutContent)['hero']

function HeroPhones({ phones: [left, middle, right] }: { phones: AboutHeroContent['phones'] }) {
  // Painted left, right, middle so the middle phone overlaps the other two.
  const phones = [
    [left, phonePlacements[0]],
    [right, phonePlacements[2]],
    [middle, phonePlacements[1]],
  ] as const
  return (
    <Box
      pos="relative"
      maw={460}
      mx="auto"
      className={classes.phones}
      aria-label="Screens from three of our products"
      role="group"
    >
      {phones.map(([phone, placement]) =>
        phone ? (
          <Box key={phone.appName} pos="absolute" {...placement.pos} className={placement.className} w={placement.w}>
            {/* The middle phone, in front and largest, is the page's largest paint: loaded first. */}
            <ScreenImage screen={phone.screen} width={placement.width} priority={placement === phonePlacements[1]} />
          </Box>
        ) : null,
      )}
    </Box>
  )
}

/** The hero of /about: its copy and pictures come with the route's data (see the route's loader). */
export function AboutHero({ hero }: { hero: AboutHeroContent }) {
  return (
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
  )
}
