import { Columns } from '~/ui/columns/columns'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { Link } from '@tanstack/react-router'
import { industries } from '~/content/industries'
import { IconGlyph } from '~/ui/icons/icon'
import { Section } from '~/ui/section/section'
import cards from '~/ui/lift-card/lift-card.module.css'
import classes from './home.module.css'
import { LabelText } from '~/ui/feature-card/feature-card'

export function IndustriesGrid() {
  return (
    <Section
      id="industries"
      heading={{
        eyebrow: 'Industries',
        title: 'Built for the way your industry works',
        description:
          'Every app comes with the screens, rules and payments its industry expects, so you configure instead of inventing.',
      }}
    >
      <Columns cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
        {industries.map((industry) => (
          <Link key={industry.id} to={industry.path} className={`${cards.tile} ${classes.industryTile}`}>
            <ThemeIcon size={40} radius="md" variant="light" color="brand" aria-hidden>
              <IconGlyph name={industry.icon} size={22} />
            </ThemeIcon>
            <div>
              <LabelText label={industry.name} text={industry.description} labelSize="md" gap={4} />
            </div>
          </Link>
        ))}
      </Columns>
    </Section>
  )
}
