import type { CSSProperties, ReactNode } from 'react'
import { cx, mantine } from './mantine-classes'
import plain from './plain.module.css'

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
    className: cx(mantine.button, size === 'lg' && plain.buttonLarge, className),
    style: variant === 'default' ? DEFAULT_VARIANT : undefined,
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
