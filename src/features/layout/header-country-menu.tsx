import { useLocation } from '@tanstack/react-router'
import { IconCheck, IconChevronDown, IconWorld } from '@tabler/icons-react'
import type { Country } from '~/domain/currency'
import { PREFERENCE_CHOICE_PATH } from '~/domain/preference-choice'
import { COUNTRY_OPTIONS, countryLabel } from '~/features/currency/country-options'
import { usePreference } from '~/features/currency/preference-context'
import { mantine } from '~/ui/plain/mantine-classes'
import plain from '~/ui/plain/plain.module.css'
import classes from './site-header.module.css'
import { usePopover } from './use-popover'

/**
 * The country and currency switch of the header and the mobile menu: a native popover menu whose
 * items are the buttons of a form. Without JavaScript (or before it arrives) the form posts the
 * choice to the server, which remembers it and sends the visitor back to the same page, now in
 * that currency. The script changes nothing in that: prices are server HTML (PreferenceProvider).
 */
export function HeaderCountryMenu({
  compact = false,
  align = 'end',
  testId = 'country-selector',
}: {
  compact?: boolean
  align?: 'start' | 'end'
  testId?: string
}) {
  const { country } = usePreference()
  const back = useLocation({ select: (location) => location.href })
  const menu = usePopover({ menu: true })
  return (
    <div {...menu.wrapperProps} className={classes.menuWrapper}>
      <button
        {...menu.triggerProps}
        aria-label={`Country and currency: ${countryLabel(country)}`}
        data-testid={testId}
        className={classes.countryButton}
      >
        <IconWorld size={18} stroke={1.75} aria-hidden />
        <span className={`${mantine.text} ${plain.textSm}${compact ? ' hide-tablet' : ''}`} style={{ fontWeight: 600 }}>
          {countryLabel(country)}
        </span>
        {compact ? (
          <span
            className={`${mantine.text} ${plain.textSm} mantine-hidden-from-lg mantine-visible-from-sm`}
            style={{ fontWeight: 700 }}
            aria-hidden
          >
            {country === 'India' ? '₹' : '$'}
          </span>
        ) : null}
        <IconChevronDown size={14} stroke={1.75} aria-hidden className={classes.chevron} />
      </button>
      <div
        {...menu.panelProps}
        className={classes.menu}
        data-align={align}
        style={{ ...menu.panelProps.style, width: 180 }}
      >
        <form method="post" action={PREFERENCE_CHOICE_PATH}>
          <input type="hidden" name="back" value={back} />
          {COUNTRY_OPTIONS.map((option) => (
            <CountryItem
              key={option.country}
              country={option.country}
              label={option.label}
              current={option.country === country}
              itemProps={menu.itemProps}
            />
          ))}
        </form>
      </div>
    </div>
  )
}

function CountryItem({
  country,
  label,
  current,
  itemProps,
}: {
  country: Country
  label: string
  current: boolean
  itemProps: { role: 'menuitem'; tabIndex: number | undefined }
}) {
  return (
    <button
      type="submit"
      name="country"
      value={country}
      className={classes.menuItem}
      data-row
      role={itemProps.role}
      tabIndex={itemProps.tabIndex}
      aria-current={current ? 'true' : undefined}
    >
      {label}
      {current ? <IconCheck size={16} stroke={1.75} aria-hidden /> : null}
    </button>
  )
}
