import { IconChevronDown } from '@tabler/icons-react'
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import classes from './site-header.module.css'
import { usePopover } from './use-popover'

/**
 * The panel's options. The server renders them into every page (the root loader awaits
 * `preloadContactOptions`), so the panel is complete without JavaScript. In the browser their
 * code (about 1 KB gzip that most visits never need) comes only when the visitor heads for the
 * panel: until then, and for good if it cannot be fetched, the server's HTML stays as it is and
 * its links work as plain links.
 */
const ContactOptions = lazySection(() => import('./contact-options').then((module) => module.ContactOptions))

/** For the root route's loader (see lazySection). */
export const preloadContactOptions = ContactOptions.preload

const noSubscription = () => () => {}

/**
 * Hydrating an element with this leaves the server's HTML inside it alone. One object for every
 * render: React writes innerHTML again whenever it gets a different one.
 */
const KEEP_SERVER_HTML = { __html: '' }

/**
 * The header's Contact entry: every way to reach sales, one click away. A native popover (see
 * usePopover) rather than Mantine's Popover, whose floating-ui would be part of every page's
 * JavaScript: it opens under the button by CSS anchor positioning, with or without the page's
 * script. Escape closes it and returns focus to the button, as does a press outside.
 */
export function ContactPopover({ active }: { active: boolean }) {
  const panel = usePopover()
  // Whether this first render hydrates the server's HTML (decided once, as in HydrateLater).
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
  const [serverHtml] = useState(() => hydrating && typeof window !== 'undefined')
  const [code, setCode] = useState<'waiting' | 'live' | 'failed'>('waiting')
  const [wanted, setWanted] = useState(!serverHtml)

  // The options' code comes when the visitor heads for the panel; once it is there, React's own
  // options replace the server's HTML (which stays if the code cannot be fetched).
  useEffect(() => {
    if (!wanted) return
    let current = true
    ContactOptions.preload().then(
      () => current && setCode('live'),
      () => current && setCode('failed'),
    )
    return () => {
      current = false
    }
  }, [wanted])
  useEffect(() => {
    if (panel.opened) setWanted(true)
  }, [panel.opened])
  const want = () => setWanted(true)

  return (
    <div {...panel.wrapperProps} className={classes.menuWrapper}>
      <button
        {...panel.triggerProps}
        className={classes.navLink}
        data-nav-entry
        data-active={active || undefined}
        onPointerEnter={want}
        onFocus={want}
      >
        Contact
        <IconChevronDown size={16} stroke={1.75} className={classes.chevron} aria-hidden />
      </button>
      <div
        {...panel.panelProps}
        className={classes.popover}
        data-testid="contact-popover"
        role="group"
        aria-label="Contact options"
      >
        {typeof window === 'undefined' ? (
          <div className={classes.popoverContent}>
            <ContactOptions onClose={panel.close} />
          </div>
        ) : code === 'live' ? (
          <Suspense fallback={null}>
            <ContactOptions onClose={panel.close} />
          </Suspense>
        ) : serverHtml ? (
          // Keeps the server's options as they are: React does not hydrate inside (no code needed).
          <div className={classes.popoverContent} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
        ) : code === 'failed' ? (
          // Offline, or a deployment replaced the file: the panel still leads somewhere.
          <p className={classes.popoverLoading}>
            The contact options could not be loaded. <a href="/contact">Open the contact page</a>
          </p>
        ) : (
          <p className={classes.popoverLoading}>Loading the contact options…</p>
        )}
      </div>
    </div>
  )
}
