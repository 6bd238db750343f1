import { Text } from '@mantine/core'
import { IconCheck, IconChevronDown, IconWorld } from '@tabler/icons-react'
import { COUNTRY_OPTIONS, countryLabel } from '~/features/currency/country-selector'
import { usePreference } from '~/features/currency/preference-context'
import classes from './site-header.module.css'
import { useMenuButton } from './use-menu-button'

/**
 * The country and currency switch of the header and the mobile menu: the same control as
 * CountrySelector, built on the header's light menu button instead of Mantine's Menu so that
 * floating-ui is not part of every page's JavaScript.
 */
export function HeaderCountryMenu({ compact = false, align = 'end' }: { compact?: boolean; align?: 'start' | 'end' }) {
  const { country, setCountry } = usePreference()
  const menu = useMenuButton()
  return (
    <div {...menu.wrapperProps} className={classes.menuWrapper}>
      <button
        {...menu.triggerProps}
        aria-label={`Country and currency: ${countryLabel(country)}`}
        data-testid="country-selector"
        className={classes.countryButton}
      >
        <IconWorld size={18} stroke={1.75} aria-hidden />
        <Text component="span" fz="sm" fw={600} className={compact ? 'hide-tablet' : undefined}>
          {countryLabel(country)}
        </Text>
        {compact ? (
          <Text component="span" fz="sm" fw={700} hiddenFrom="lg" visibleFrom="sm" aria-hidden>
            {country === 'India' ? '₹' : '$'}
          </Text>
        ) : null}
        <IconChevronDown size={14} stroke={1.75} aria-hidden />
      </button>
      {menu.opened ? (
        <div {...menu.menuProps} className={classes.menu} data-align={align} style={{ width: 180 }}>
          {COUNTRY_OPTIONS.map((option) => (
            <button
              key={option.country}
              type="button"
              className={classes.menuItem}
              data-row
              {...menu.itemProps}
              onClick={() => {
                setCountry(option.country)
                menu.close(true)
              }}
              aria-current={option.country === country ? 'true' : undefined}
            >
              {option.label}
              {option.country === country ? <IconCheck size={16} stroke={1.75} aria-hidden /> : null}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
