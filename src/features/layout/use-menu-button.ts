import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'

/**
 * The WAI-ARIA menu button pattern for the header's dropdowns, in plain React: no floating-ui
 * and no Mantine Menu, so the header's JavaScript stays small on every public page (the menus
 * open below their trigger, which CSS positions without measuring). Behaviour:
 * - a click (or Enter/Space) on the trigger toggles the menu; Enter/Space/ArrowDown from the
 *   keyboard move focus to the first item, ArrowUp to the last;
 * - in the menu, ArrowUp/ArrowDown cycle the items, Home/End jump, Escape closes and returns
 *   focus to the trigger, Tab closes and lets focus move on;
 * - a pointer press or focus outside closes it;
 * - with `hover`, pointing at the wrapper opens it (focus stays put) and leaving closes it after
 *   `closeDelayMs`; a click on a trigger that hovering just opened pins it open.
 */
export function useMenuButton({ hover = false, closeDelayMs = 0 }: { hover?: boolean; closeDelayMs?: number } = {}) {
  const [opened, setOpenedState] = useState(false)
  // The latest state for event handlers: a hover opening (a continuous event, rendered later)
  // and the click that follows it can both run before React renders in between.
  const openedNow = useRef(false)
  const setOpened = useCallback((next: boolean) => {
    openedNow.current = next
    setOpenedState(next)
  }, [])
  const triggerId = useId()
  const menuId = useId()
  const wrapperRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const openedByHover = useRef(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // Which item gets focus once the menu has rendered (after a keyboard opening).
  const pendingFocus = useRef<'first' | 'last' | null>(null)

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current)
    closeTimer.current = undefined
  }
  const close = useCallback(
    (returnFocus = false) => {
      cancelClose()
      openedByHover.current = false
      setOpened(false)
      if (returnFocus) triggerRef.current?.focus()
    },
    [setOpened],
  )
  const open = (focus: 'first' | 'last' | null) => {
    cancelClose()
    pendingFocus.current = focus
    setOpened(true)
  }

  const focusItem = (which: 'first' | 'last' | number) => focusMenuItem(menuRef.current, which)

  useEffect(() => {
    if (!opened) return
    if (pendingFocus.current) focusMenuItem(menuRef.current, pendingFocus.current)
    pendingFocus.current = null
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [opened, close])
  useEffect(() => cancelClose, [])

  const wrapperProps = {
    ref: wrapperRef,
    onMouseEnter: hover
      ? () => {
          cancelClose()
          if (!openedNow.current) {
            openedByHover.current = true
            open(null)
          }
        }
      : undefined,
    onMouseLeave: hover
      ? () => {
          cancelClose()
          closeTimer.current = setTimeout(() => close(), closeDelayMs)
        }
      : undefined,
    onBlur: (event: { relatedTarget: EventTarget | null }) => {
      // Focus moved somewhere outside the trigger and the menu (Tab, a click elsewhere).
      if (openedNow.current && event.relatedTarget && !wrapperRef.current?.contains(event.relatedTarget as Node))
        close()
    },
  }

  const triggerProps = {
    ref: triggerRef,
    id: triggerId,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': opened,
    'aria-controls': opened ? menuId : undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      // detail 0: Enter or Space, which moves focus into the menu; a pointer click does not.
      const fromKeyboard = event.detail === 0
      if (openedNow.current && openedByHover.current) {
        // Pinned open: a pointer click keeps it under the pointer, a key moves focus into it.
        openedByHover.current = false
        if (fromKeyboard) focusItem('first')
        return
      }
      if (openedNow.current) close()
      else open(fromKeyboard ? 'first' : null)
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        const which = event.key === 'ArrowDown' ? 'first' : 'last'
        openedByHover.current = false
        if (openedNow.current) focusItem(which)
        else open(which)
      } else if (event.key === 'Escape' && openedNow.current) {
        event.preventDefault()
        close(true)
      }
    },
  }

  const menuProps = {
    ref: menuRef,
    id: menuId,
    role: 'menu' as const,
    'aria-labelledby': triggerId,
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      const current = menuItems(menuRef.current).indexOf(document.activeElement as HTMLElement)
      if (event.key === 'ArrowDown') focusItem(current + 1)
      else if (event.key === 'ArrowUp') focusItem(current < 0 ? -1 : current - 1)
      else if (event.key === 'Home') focusItem('first')
      else if (event.key === 'End') focusItem('last')
      else if (event.key === 'Escape') close(true)
      else if (event.key === 'Tab') {
        // Focus goes on from the trigger (the items are not in the tab order), then the menu closes.
        triggerRef.current?.focus()
        close()
        return
      } else return
      event.preventDefault()
    },
  }

  /** Props of every item: reachable by the arrow keys only, and closing the menu when chosen. */
  const itemProps = { role: 'menuitem' as const, tabIndex: -1, onClick: () => close() }

  return { opened, close, wrapperProps, triggerProps, menuProps, itemProps }
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
