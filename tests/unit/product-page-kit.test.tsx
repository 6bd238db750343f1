// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { recordContactLinks } from '../support/contact-links'
import { products } from '~/content/products'
import { demoLabel } from '~/content/story'
import { PreferenceProvider } from '~/features/currency/preference-context'
import { ClosingCta } from '~/features/product-page/closing-cta'
import { ProductHero } from '~/features/product-page/product-hero'

// What the page's one listener (ContactDialogProvider) opens for a click on a contact link.
const open = recordContactLinks()

const wrap = (ui: ReactNode) =>
  render(
    <MantineProvider env="test">
      <PreferenceProvider>{ui}</PreferenceProvider>
    </MantineProvider>,
  )

afterEach(() => {
  cleanup()
  open.mockReset()
})

describe('the product-page kit preselects the page’s product by registry id', () => {
  for (const product of products) {
    it(`${product.id}: hero and closing call to action`, () => {
      wrap(
        <>
          <ProductHero
            product={product}
            content={{ eyebrow: product.category, title: product.title, lead: product.description }}
            source={`page:${product.id}`}
            secondary={{ label: 'View Pricing', href: '#pricing' }}
            visual={<span />}
          />
          <ClosingCta
            product={product}
            content={{ title: 'Ready?', description: 'Book a demo.' }}
            source={`page:${product.id}`}
          />
        </>,
      )
      fireEvent.click(within(screen.getByTestId('product-hero')).getByRole('link', { name: demoLabel }))
      expect(open).toHaveBeenLastCalledWith({ product: product.id, source: `page:${product.id}:hero` })
      fireEvent.click(within(screen.getByTestId('final-cta')).getByRole('link', { name: demoLabel }))
      expect(open).toHaveBeenLastCalledWith({ product: product.id, source: `page:${product.id}:final-cta` })
      expect(screen.getByRole('heading', { level: 1, name: product.title })).toBeTruthy()
    })
  }
})
