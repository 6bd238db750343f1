import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
} from 'react'
import { useHydrated } from '~/ui/hydrated/use-hydrated'

/**
 * The header's dropdowns (nav menus, the country menu, the Contact panel) are native popovers:
 * the server renders the trigger as `<button popovertarget>` and the panel as `<div popover>`,
 * so the browser opens and closes them before the page's script has arrived (or without it):
 * a tap made while the page starts is never lost. Escape and a press outside close them
 * (light dismiss); opening one closes the others; a popover inside another (the country menu
 * in the mobile menu) closes alone. CSS anchor positioning puts the panel under its trigger.
 *
 * Once hydrated, this adds what HTML alone does not do:
 * - with `menu`, the WAI-ARIA menu button keys: Enter/Space/ArrowDown open the menu with focus
 *   on the first item, ArrowUp on the last; ArrowUp/ArrowDown cycle, Home/End jump, Tab closes
 *   and lets focus move on (Escape and the focus return are the browser's own);
 * - focus leaving the trigger and the panel closes it;
 * - with `hover`, pointing at the wrapper opens it (focus stays put), leaving closes it after
 *   `closeDelayMs`; a click on a trigger that hovering just opened pins it open.
 * Hovering works before that too: until the wrapper has hydrated it carries `data-hover`, and CSS
 * shows the panel while the pointer is over the entry and hides it `closeDelayMs` after it left
 * (site-header.module.css); a click then leaves it to the native popover, as above.
 */
export function usePopover({
  hover = false,
  closeDelayMs = 0,
  menu = false,
}: { hover?: boolean; closeDelayMs?: number; menu?: boolean } = {}) {
  const [opened, setOpened] = useState(false)
  const hydrated = useHydrated()
  const panelId = useId()
  const triggerId = useId()
  const wrapperRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const openedByHover = useRef(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // Which item gets focus once the menu is open (after a keyboard opening).
  const pendingFocus = useRef<'first' | 'last' | null>(null)

  // The panel's anchor, named: the button is its implicit anchor only when it opened it (not on hover).
  const anchor = `--popover${panelId.replace(/[^\w-]/g, '')}`
  const isOpen = () => panelRef.current?.matches(':popover-open') ?? false
  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current)
    closeTimer.current = undefined
  }
  const close = useCallback(() => {
    cancelClose()
    openedByHover.current = false
    if (isOpen()) panelRef.current?.hidePopover()
  }, [])
  const open = (focus: 'first' | 'last' | null) => {
    cancelClose()
    pendingFocus.current = focus
    if (!isOpen()) panelRef.current?.showPopover()
    else if (focus) focusMenuItem(panelRef.current, focus)
  }

  useEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    // The visitor may have opened it before the script arrived, or be pointing at it: the CSS that
    // showed it then stops with hydration, and the popover takes over under the pointer.
    if (hover && !isOpen() && wrapperRef.current?.matches(':hover')) {
      openedByHover.current = true
      panel.showPopover()
    }
    setOpened(isOpen())
    const onToggle = (event: Event) => {
      const nowOpen = (event as ToggleEvent).newState === 'open'
      setOpened(nowOpen)
      if (nowOpen && pendingFocus.current) focusMenuItem(panel, pendingFocus.current)
      if (!nowOpen) openedByHover.current = false
      pendingFocus.current = null
    }
    panel.addEventListener('toggle', onToggle)
    return () => {
      panel.removeEventListener('toggle', onToggle)
      cancelClose()
    }
    // Once, when it hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Native listeners, not React's onMouseEnter/onMouseLeave: React makes those from mouseout and
  // mouseover pairs and misses the enter when the pointer comes from a part of the page that is
  // still the server's HTML (a section that has not hydrated).
  useEffect(() => {
    const wrapper = wrapperRef.current
    if (!hover || !wrapper) return
    const onEnter = () => {
      cancelClose()
      if (!isOpen()) {
        openedByHover.current = true
        open(null)
      }
    }
    const onLeave = () => {
      cancelClose()
      if (isOpen()) closeTimer.current = setTimeout(close, closeDelayMs)
    }
    wrapper.addEventListener('mouseenter', onEnter)
    wrapper.addEventListener('mouseleave', onLeave)
    return () => {
      wrapper.removeEventListener('mouseenter', onEnter)
      wrapper.removeEventListener('mouseleave', onLeave)
    }
    // open and close read refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hover, closeDelayMs, close])

  const wrapperProps = {
    ref: wrapperRef,
    ...(hover && !hydrated
      ? { 'data-hover': '', style: { '--menu-close-delay': `${closeDelayMs}ms` } as CSSProperties }
      : {}),
    onBlur: (event: { relatedTarget: EventTarget | null }) => {
      // Focus moved somewhere outside the trigger and the panel (Tab, a click elsewhere).
      if (isOpen() && event.relatedTarget && !wrapperRef.current?.contains(event.relatedTarget as Node)) close()
    },
  }

  const triggerProps = {
    ref: triggerRef,
    id: triggerId,
    type: 'button' as const,
    popoverTarget: panelId,
    style: { anchorName: anchor } as CSSProperties,
    'aria-haspopup': menu ? ('menu' as const) : undefined,
    // No aria-expanded: a popovertarget button has its expanded state from the browser, and HTML
    // forbids the attribute on it.
    'aria-controls': panelId,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      // detail 0: Enter or Space, which moves focus into a menu; a pointer click does not.
      const fromKeyboard = event.detail === 0
      if (isOpen() && openedByHover.current) {
        // Pinned open: the browser's toggle would close it under the pointer.
        event.preventDefault()
        openedByHover.current = false
        if (fromKeyboard && menu) focusMenuItem(panelRef.current, 'first')
        return
      }
      cancelClose()
      // The browser toggles the popover after this handler; the toggle event moves focus.
      pendingFocus.current = fromKeyboard && menu && !isOpen() ? 'first' : null
    },
    onKeyDown: menu
      ? (event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
          event.preventDefault()
          openedByHover.current = false
          open(event.key === 'ArrowDown' ? 'first' : 'last')
        }
      : undefined,
  }

  const panelProps = {
    ref: panelRef,
    id: panelId,
    popover: 'auto' as const,
    style: { positionAnchor: anchor } as CSSProperties,
    ...(menu ? { role: 'menu' as const, 'aria-labelledby': triggerId } : {}),
    onKeyDown: menu
      ? (event: KeyboardEvent<HTMLDivElement>) => {
          const current = menuItems(panelRef.current).indexOf(document.activeElement as HTMLElement)
          const focus = (which: 'first' | 'last' | number) => focusMenuItem(panelRef.current, which)
          if (event.key === 'ArrowDown') focus(current + 1)
          else if (event.key === 'ArrowUp') focus(current < 0 ? -1 : current - 1)
          else if (event.key === 'Home') focus('first')
          else if (event.key === 'End') focus('last')
          else if (event.key === 'Tab') {
            // Focus goes on from the trigger (the items are not in the tab order), then the menu closes.
            triggerRef.current?.focus()
            close()
            return
          } else return
          event.preventDefault()
        }
      : undefined,
  }

  /**
   * Props of every menu item. Once hydrated the items are reached by the arrow keys only (the
   * menu pattern); before that (or without JavaScript) Tab reaches them.
   */
  const itemProps = { role: 'menuitem' as const, tabIndex: hydrated ? -1 : undefined, onClick: close }

  return { opened, close, wrapperProps, triggerProps, panelProps, itemProps }
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
}

/** Focuses the first, last or n-th item (n wraps around both ends). */
function focusMenuItem(menu: HTMLElement | null, which: 'first' | 'last' | number) {
  const list = menuItems(menu)
  if (list.length === 0) return
  const index = which === 'first' ? 0 : which === 'last' ? list.length - 1 : (which + list.length) % list.length
  list[index]?.focus()
}
