// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import { LoadingDialog } from '~/ui/loading-dialog/loading-dialog'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

describe('LoadingDialog', () => {
  it('is a labelled modal dialog that closes on Escape, the close button and the overlay', () => {
    const onClose = vi.fn()
    const host = document.createElement('div')
    document.body.append(host)
    const root = createRoot(host)
    act(() =>
      root.render(<LoadingDialog opened onClose={onClose} title="Request a free demo" label="Loading the form" />),
    )
    const dialog = host.querySelector('[role="dialog"]')!
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Request a free demo')
    expect(host.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Loading the form')
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close')
    act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })))
    act(() => (host.querySelector('button[aria-label="Close"]') as HTMLButtonElement).click())
    act(() => (host.querySelector('[data-testid="loading-dialog"]') as HTMLElement).click())
    act(() => (dialog as HTMLElement).click())
    expect(onClose).toHaveBeenCalledTimes(3)
    act(() => root.render(<LoadingDialog opened={false} onClose={onClose} title="x" label="y" />))
    expect(host.querySelector('[role="dialog"]')).toBeNull()
    act(() => root.unmount())
  })
})
