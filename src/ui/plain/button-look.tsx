import type { CSSProperties, ReactNode } from 'react'
import { cx, mantine } from './mantine-classes'

export type ButtonLookOptions = {
  /** Mantine's 'default' variant (outlined, neutral) instead of the filled primary colour. */
  variant?: 'filled' | 'default'
  size?: 'sm' | 'lg'
  /** Full width. */
  block?: boolean
  withLeftSection?: boolean
  className?: string
}

/** The variables of Mantine's 'default' variant, inline as Mantine writes them (rare: no CSS for it). */
const DEFAULT_VARIANT = {
  '--button-bg': 'var(--mantine-color-default)',
  '--button-hover': 'var(--mantine-color-default-hover)',
  '--button-color': 'var(--mantine-color-default-color)',
  '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)',
} as CSSProperties

/** Size lg, inline as Mantine writes it (one button on the site: no CSS for it in every page). */
const LARGE = {
  '--button-height': 'var(--button-height-lg)',
  '--button-padding-x': 'var(--button-padding-x-lg)',
  '--button-fz': 'var(--mantine-font-size-lg)',
} as CSSProperties

/**
 * The attributes that give a link or a button Mantine's Button look without Mantine's
 * JavaScript (see mantine-classes.ts); its content goes in ButtonContent.
 */
export function buttonLook({
  variant = 'filled',
  size = 'sm',
  block,
  withLeftSection,
  className,
}: ButtonLookOptions = {}) {
  return {
    className: cx(mantine.button, className),
    style:
      variant === 'default' || size === 'lg'
        ? { ...(variant === 'default' && DEFAULT_VARIANT), ...(size === 'lg' && LARGE) }
        : undefined,
    'data-variant': variant === 'default' ? 'default' : undefined,
    'data-size': size === 'lg' ? 'lg' : undefined,
    'data-block': block || undefined,
    'data-with-left-section': withLeftSection || undefined,
  }
}

/** A button's label (and icon) inside an element styled by buttonLook. */
export function ButtonContent({ leftSection, children }: { leftSection?: ReactNode; children: ReactNode }) {
  return (
    <span className={mantine.buttonInner}>
      {leftSection ? (
        <span className={mantine.buttonSection} data-position="left">
          {leftSection}
        </span>
      ) : null}
      <span className={mantine.buttonLabel}>{children}</span>
    </span>
  )
}
