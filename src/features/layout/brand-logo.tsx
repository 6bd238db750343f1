import { Group, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { siteConfig } from '#app-config'

export function BrandLogo({ onClick, compact = false }: { onClick?: () => void; compact?: boolean }) {
  return (
    <Link
      to="/"
      aria-label={`${siteConfig.brand} home`}
      onClick={onClick}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Group gap={10} wrap="nowrap">
        <img src="/brand/logo.svg" alt="" width={34} height={34} />
        <Text fw={800} fz={20} lts="-0.02em" className={compact ? 'hide-tablet' : undefined}>
          {siteConfig.brand}
        </Text>
      </Group>
    </Link>
  )
}
