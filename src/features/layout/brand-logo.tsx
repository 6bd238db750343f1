import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { siteConfig } from '#app-config'
import { mantine } from '~/ui/plain/mantine-classes'
import classes from './layout.module.css'

/**
 * The mark, drawn inline (the same drawing as public/brand/logo.svg). As an <img>, an SVG is a
 * small document of its own that the browser parses, styles and lays out on the page's main
 * thread, once per page: more work than the page's whole header. The gradient's id is unique per
 * copy (the header, the mobile menu and the footer each draw one).
 */
export function LogoMark({ size, label }: { size: number; label?: string }) {
  const gradient = `logo-${useId()}`
  const name = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" {...name}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6655f3" />
          <stop offset="1" stopColor="#3527ab" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="10" fill={`url(#${gradient})`} />
      <rect x="9" y="9" width="9" height="9" rx="2.5" fill="#fff" />
      <rect x="22" y="9" width="9" height="9" rx="2.5" fill="#fff" opacity=".7" />
      <rect x="9" y="22" width="9" height="9" rx="2.5" fill="#fff" opacity=".7" />
      <path
        d="M22 26.5l3 3 6-7"
        fill="none"
        stroke="#ffba24"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function BrandLogo({ onClick, compact = false }: { onClick?: () => void; compact?: boolean }) {
  return (
    <Link to="/" aria-label={`${siteConfig.brand} home`} onClick={onClick} className={classes.brandLink}>
      <span className={classes.brand}>
        <LogoMark size={34} />
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
