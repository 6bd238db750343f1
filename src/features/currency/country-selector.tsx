import { Menu, UnstyledButton, Group, Text } from '@mantine/core'
import { IconCheck, IconChevronDown, IconWorld } from '@tabler/icons-react'
import type { Country } from '~/domain/currency'
import classes from './country-selector.module.css'
import { usePreference } from './preference-context'

export const COUNTRY_OPTIONS: { country: Country; label: string }[] = [
  { country: 'India', label: 'India (₹)' },
  { country: 'Global', label: 'Global ($)' },
]

export function countryLabel(country: Country): string {
  return COUNTRY_OPTIONS.find((option) => option.country === country)?.label ?? 'India (₹)'
}

/** Header control that switches prices between rupees and dollars. */
export function CountrySelector({ compact = false }: { compact?: boolean }) {
  const { country, setCountry } = usePreference()
  return (
    <Menu position="bottom-end" shadow="md" width={180} withinPortal={false}>
      <Menu.Target>
        <UnstyledButton
          aria-label={`Country and currency: ${countryLabel(country)}`}
          data-testid="country-selector"
          className={classes.countryButton}
        >
          <Group gap={6} wrap="nowrap">
            <IconWorld size={18} stroke={1.75} aria-hidden />
            <Text fz="sm" fw={600} className={compact ? 'hide-tablet' : undefined}>
              {countryLabel(country)}
            </Text>
            {compact ? (
              <Text fz="sm" fw={700} hiddenFrom="lg" visibleFrom="sm" aria-hidden>
                {country === 'India' ? '₹' : '$'}
              </Text>
            ) : null}
            <IconChevronDown size={14} stroke={1.75} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {COUNTRY_OPTIONS.map((option) => (
          <Menu.Item
            key={option.country}
            onClick={() => setCountry(option.country)}
            rightSection={option.country === country ? <IconCheck size={16} stroke={1.75} aria-hidden /> : null}
            aria-current={option.country === country ? 'true' : undefined}
          >
            {option.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
