// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { recordContactLinks } from '../support/contact-links'
import { astrowayPricing, chitchatPricing } from '~/content/pricing'
import { PreferenceProvider } from '~/features/currency/preference-context'
import { PricingTiers } from '~/features/product-page/pricing-tiers'

// What the page's one listener (ContactDialogProvider) opens for a click on a contact link.
const open = recordContactLinks()

function wrap(children: ReactNode, initial?: { currency: 'INR' | 'USD'; country: 'India' | 'Global' }) {
  return render(
    <MantineProvider env="test">
      <PreferenceProvider initial={initial}>{children}</PreferenceProvider>
    </MantineProvider>,
  )
}

afterEach(() => {
  cleanup()
  open.mockReset()
})

describe('PricingTiers', () => {
  it('shows every tier price through PriceTag, in rupees by default', () => {
    wrap(<PricingTiers plan={astrowayPricing} color="#c2410c" source="astroway:pricing" />)
    expect(screen.getAllByTestId('tier-price').map((el) => el.textContent)).toEqual([
      '₹2,50,000',
      '₹3,50,000',
      'Custom',
    ])
    for (const el of screen.getAllByTestId('tier-price')) expect(el.hasAttribute('data-price')).toBe(true)
  })

  it('shows dollars for Global visitors and keeps Custom', () => {
    wrap(<PricingTiers plan={chitchatPricing} color="#0f766e" source="chitchat:pricing" />, {
      currency: 'USD',
      country: 'Global',
    })
    expect(screen.getAllByTestId('tier-price').map((el) => el.textContent)).toEqual(['$5,000', '$7,000', 'Custom'])
  })

  it('marks only the recommended tier, with its badge', () => {
    wrap(<PricingTiers plan={chitchatPricing} color="#0f766e" source="chitchat:pricing" />)
    const tiers = screen.getAllByTestId('pricing-tier')
    expect(tiers.map((t) => t.getAttribute('data-highlight'))).toEqual([null, 'true', null])
    expect(within(tiers[1]!).getByTestId('tier-badge').textContent).toBe('Recommended')
    expect(screen.getAllByTestId('tier-badge')).toHaveLength(1)
  })

  it('lists support months and the plan notes', () => {
    wrap(<PricingTiers plan={astrowayPricing} color="#c2410c" source="astroway:pricing" />)
    expect(screen.getAllByTestId('tier-support').map((el) => el.textContent)).toEqual([
      '3 months of dedicated support',
      '6 months of dedicated support',
      '12 months of dedicated support',
    ])
    const notes = screen.getByTestId('pricing-notes').textContent
    expect(notes).toContain('18% GST extra')
    expect(notes).toContain('One-time fee')
    expect(notes).toContain('One year technical support')
  })

  it('opens the contact dialog with the product preselected from each tier', () => {
    wrap(<PricingTiers plan={astrowayPricing} color="#c2410c" source="astroway:pricing" />)
    fireEvent.click(screen.getByRole('link', { name: /^Get Premium/ }))
    expect(open).toHaveBeenCalledWith({ product: 'astroway', source: 'astroway:pricing:premium' })
    fireEvent.click(screen.getByRole('link', { name: /^Talk to Sales/ }))
    expect(open).toHaveBeenLastCalledWith({ product: 'astroway', source: 'astroway:pricing:enterprise' })
  })

  it('preselects Chitchat on the Chitchat page', () => {
    wrap(<PricingTiers plan={chitchatPricing} color="#0f766e" source="chitchat:pricing" />)
    fireEvent.click(screen.getByRole('link', { name: /^Get Standard/ }))
    expect(open).toHaveBeenCalledWith({ product: 'chitchat', source: 'chitchat:pricing:standard' })
  })
})
