import { Link } from '@tanstack/react-router'
import { siteConfig } from '#app-config'
import { mantine } from '~/ui/plain/mantine-classes'
import classes from './layout.module.css'

export function BrandLogo({ onClick, compact = false }: { onClick?: () => void; compact?: boolean }) {
  return (
    <Link to="/" aria-label={`${siteConfig.brand} home`} onClick={onClick} className={classes.brandLink}>
      <span className={classes.brand}>
        <img src="/brand/logo.svg" alt="" width={34} height={34} />
        <span
          className={
            compact ? `${mantine.text} ${classes.brandName} hide-tablet` : `${mantine.text} ${classes.brandName}`
          }
        >
          {siteConfig.brand}
        </span>
      </span>
    </Link>
  )
}
