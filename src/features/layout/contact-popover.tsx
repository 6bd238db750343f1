import { IconChevronDown } from '@tabler/icons-react'
import { defineSections } from '~/ui/hydrate-later/define-page'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import classes from './site-header.module.css'
import { usePopover } from './use-popover'

/**
 * The panel's options. The server renders them into every page (the frame's declaration includes
 * this one, site-layout.tsx, and the root loader awaits its preload), and in the browser they stay the server's HTML (ServerHtml): plain
 * links (mail, phone, chat, the contact page) and a contact link that the page's one listener turns
 * into the dialog. Their code is never fetched on a page the server drew, so nothing in the panel
 * is redrawn while the visitor points at it.
 */
export const contactPanel = defineSections({
  ContactOptions: lazySection(() => import('./contact-options').then((module) => module.ContactOptions)),
})

/**
 * The header's Contact entry: every way to reach sales, one click away. A native popover (see
 * usePopover) rather than Mantine's Popover, whose floating-ui would be part of every page's
 * JavaScript: it opens under the button by CSS anchor positioning, with or without the page's
 * script. Escape closes it and returns focus to the button, as does a press outside.
 */
export function ContactPopover({ active }: { active: boolean }) {
  const panel = usePopover()
  return (
    <div {...panel.wrapperProps} className={classes.menuWrapper}>
      <button {...panel.triggerProps} className={classes.navLink} data-nav-entry data-active={active || undefined}>
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
        <ServerHtml>
          <contactPanel.ContactOptions onClose={panel.close} />
        </ServerHtml>
      </div>
    </div>
  )
}
