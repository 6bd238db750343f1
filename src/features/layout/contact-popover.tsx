import { IconChevronDown } from '@tabler/icons-react'
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react'
import classes from './site-header.module.css'

const loadOptions = () => import('./contact-options')
/** Fetches the options ahead of the click; a failure shows when the panel opens (OptionsUnavailable). */
const preloadOptions = () => void loadOptions().catch(() => undefined)
const ContactOptions = lazy(() =>
  loadOptions().then(
    (module) => ({ default: module.ContactOptions }),
    // Offline, or a deployment replaced the file: the panel still leads somewhere, the page stays up.
    () => ({ default: OptionsUnavailable }),
  ),
)

function OptionsUnavailable() {
  return (
    <p className={classes.popoverLoading}>
      The contact options could not be loaded. <a href="/contact">Open the contact page</a>
    </p>
  )
}

/**
 * The header's Contact entry: every way to reach sales, one click away. A disclosure (button
 * and panel) in plain React rather than Mantine's Popover, whose floating-ui would be part of
 * every page's JavaScript: the panel opens under the button by CSS. Escape closes it and
 * returns focus to the button, as does a press or focus outside (without moving focus). The
 * options inside are fetched when the panel first opens (or the pointer rests on or focus reaches
 * the button): about 1 KB gzip of every page's JavaScript that most visits never show.
 */
export function ContactPopover({ active }: { active: boolean }) {
  const [opened, setOpened] = useState(false)
  // Once opened, the options stay rendered (hidden with the panel) so a second opening is instant.
  const [shown, setShown] = useState(false)
  const panelId = useId()
  const wrapperRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!opened) return
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpened(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpened(false)
      if (wrapperRef.current?.contains(document.activeElement)) buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [opened])

  return (
    <div
      ref={wrapperRef}
      className={classes.menuWrapper}
      onBlur={(event) => {
        if (opened && event.relatedTarget && !wrapperRef.current?.contains(event.relatedTarget)) setOpened(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={classes.navLink}
        data-nav-entry
        data-active={active || undefined}
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={() => {
          setOpened((o) => !o)
          setShown(true)
        }}
        onPointerEnter={preloadOptions}
        onFocus={preloadOptions}
      >
        Contact
        <IconChevronDown size={16} stroke={1.75} className={classes.chevron} aria-hidden />
      </button>
      <div
        id={panelId}
        className={classes.popover}
        data-testid="contact-popover"
        role="group"
        aria-label="Contact options"
        hidden={!opened}
      >
        {/* The options' code comes with the first opening (or a pointer resting on the button). */}
        {shown ? (
          <Suspense fallback={<p className={classes.popoverLoading}>Loading the contact options…</p>}>
            <ContactOptions onClose={() => setOpened(false)} />
          </Suspense>
        ) : null}
      </div>
    </div>
  )
}
