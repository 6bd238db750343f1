import { Link } from '@tanstack/react-router'
import { IconSparkles, IconX } from '@tabler/icons-react'
import { useState, type CSSProperties } from 'react'
import { mantine } from '~/ui/plain/mantine-classes'
import plain from '~/ui/plain/plain.module.css'
import { IconButton } from '~/ui/plain/icon-button'
import kit from '~/ui/utilities/utilities.module.css'
import { promoLine } from '~/content/story'
import classes from './layout.module.css'

/** Visible by default; closing it hides it for the rest of the visit. */
export function PromoBanner() {
  const [open, setOpen] = useState(true)
  if (!open) return null
  return (
    <div className={classes.promo} data-testid="promo-banner" role="region" aria-label="Announcement">
      <div
        className={`${mantine.group} ${plain.group}`}
        style={
          {
            '--group-gap': 'var(--mantine-spacing-xs)',
            '--group-justify': 'center',
            paddingRight: 'calc(2.75rem * var(--mantine-scale))',
            position: 'relative',
          } as CSSProperties
        }
      >
        <IconSparkles size={18} stroke={1.75} aria-hidden className={kit.noShrink} />
        <p className={`${mantine.text} ${plain.textSm} ${classes.promoText}`}>
          {promoLine}{' '}
          <Link to="/astroway" className={`${mantine.anchor} ${classes.promoLink}`} data-underline="always">
            Get It Now!
          </Link>
        </p>
        <IconButton
          variant="transparent"
          aria-label="Close announcement"
          onClick={() => setOpen(false)}
          className={classes.promoClose}
          // Inline, as Mantine wrote it: the variant's own colour must not win by the order of the sheets.
          style={{ '--ai-color': 'var(--mantine-color-dark-9)' } as CSSProperties}
        >
          <IconX size={18} stroke={1.75} />
        </IconButton>
      </div>
    </div>
  )
}
