import { useEffect, useId, useRef } from 'react'
import classes from './loading-dialog.module.css'

/**
 * The stand-in for a lazily loaded dialog while its code arrives, so a click always answers at
 * once. Plain markup and CSS on purpose: it is part of every page's JavaScript, so it must not
 * bring Mantine's Modal (with its focus trap, transitions and scroll lock) along; the real
 * dialog brings those when it loads. It looks like the dialog's frame: overlay, title, close.
 */
export function LoadingDialog({
  opened,
  onClose,
  title,
  label,
}: {
  opened: boolean
  onClose: () => void
  title: string
  /** What is loading, for screen readers ('Loading the contact form'). */
  label: string
}) {
  const titleId = useId()
  const closeButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!opened) return
    closeButton.current?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [opened, onClose])
  if (!opened) return null
  return (
    <div className={classes.overlay} onClick={onClose} data-testid="loading-dialog">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy="true"
        className={classes.panel}
        onClick={(event) => event.stopPropagation()}
      >
        <div className={classes.header}>
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
          <button ref={closeButton} type="button" className={classes.close} aria-label="Close" onClick={onClose}>
            {/* Mantine's close cross, drawn as two strokes (its path outlines them: about 70 bytes more). */}
            <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true">
              <path
                d="M3.75 3.5l7.5 7.5m0-7.5l-7.5 7.5"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <div className={classes.body}>
          <span className={classes.spinner} role="status" aria-label={label} />
        </div>
      </div>
    </div>
  )
}
