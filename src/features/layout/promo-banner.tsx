import { Link } from '@tanstack/react-router'
import { IconSparkles, IconX } from '@tabler/icons-react'
import type { CSSProperties } from 'react'
import { DELEGATED } from '~/ui/hydrate-later/hydrate-later'
import { mantine } from '~/ui/plain/mantine-classes'
import plain from '~/ui/plain/plain.module.css'
import { IconButton } from '~/ui/plain/icon-button'
import kit from '~/ui/utilities/utilities.module.css'
import { promoLine } from '~/content/story'
import classes from './layout.module.css'
import { PROMO_CLOSE_ATTRIBUTE } from './early-taps'

/**
 * Visible by default; closing it hides it for the rest of the visit. The close button's click is
 * the page's inline script's (early-taps.ts: an attribute on <html> that the CSS reads), so it
 * answers the first tap, and the page's code has nothing to undo.
 */
export function PromoBanner() {
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
          {...{ [PROMO_CLOSE_ATTRIBUTE]: '' }}
          {...DELEGATED}
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
