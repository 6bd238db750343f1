import { Group, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { siteConfig } from '#app-config'
import classes from './layout.module.css'

export function BrandLogo({ onClick, compact = false }: { onClick?: () => void; compact?: boolean }) {
  return (
    <Link to="/" aria-label={`${siteConfig.brand} home`} onClick={onClick} className={classes.brandLink}>
      <Group gap={10} wrap="nowrap">
        <img src="/brand/logo.svg" alt="" width={34} height={34} />
        <Text fw={800} fz={20} lts="-0.02em" className={compact ? 'hide-tablet' : undefined}>
          {siteConfig.brand}
        </Text>
      </Group>
    </Link>
  )
}
