import type { ComponentProps, ReactNode } from 'react'
import type { ProductLook } from '~/domain/product'
import { defineSections } from '~/ui/hydrate-later/define-page'
import { lazySection } from '~/ui/hydrate-later/lazy-section'
import { ServerHtml } from '~/ui/hydrate-later/server-html'
import ctaBand from '~/ui/cta-band/cta-band.module.css'
import productScreen from '~/ui/product-screen/product-screen.module.css'
import type { ClosingCta as ClosingCtaSection } from './closing-cta'
import productPage from './product-page.module.css'
import type { ProductHero as ProductHeroSection } from './product-hero'

type Link = { label: string; href: string }

const VIEW_PRICING: Link = { label: 'View Pricing', href: '#pricing' }

/**
 * The shell's sections, server HTML (see ServerHtml): their code never reaches a first visit's
 * browser. A product page's declaration includes the shell (see definePage), so its preload does.
 */
export const productShell = defineSections({
  ProductHero: lazySection(() => import('./product-hero').then((m) => m.ProductHero), [productPage, productScreen]),
  ClosingCta: lazySection(() => import('./closing-cta').then((m) => m.ClosingCta), [ctaBand]),
})

/** What a product page's hero and closing call to action say and show. */
export interface ProductPageContent {
  hero: ComponentProps<typeof ProductHeroSection>['content']
  finalCta: ComponentProps<typeof ClosingCtaSection>['content']
}

/**
 * Every product page of the kit: the product hero, the template's own sections, and the closing
 * call to action, all in the product's colours with the product preselected in the contact
 * dialog. Templates differ only in the sections they pass as children. The hero and the closing
 * call to action are server HTML (their buttons are links; see ServerHtml).
 */
export function ProductPageShell({
  product,
  content,
  source = product.id,
  heroSecondary = VIEW_PRICING,
  ctaSecondary,
  hero,
  children,
}: {
  product: ProductLook
  /** The page's hero and closing copy (see ProductOpening). */
  content: ProductPageContent
  /** Where a lead came from, e.g. 'astroway' or 'astrotalk-clone'. */
  source?: string
  heroSecondary?: Link
  ctaSecondary: Link
  /** Extra hero parts (a footnote, key facts ...). */
  hero?: Pick<ComponentProps<typeof ProductHeroSection>, 'footnote' | 'facts' | 'before' | 'visual' | 'primaryLabel'>
  children: ReactNode
}) {
  return (
    <>
      <ServerHtml>
        <productShell.ProductHero
          product={product}
          content={content.hero}
          source={source}
          secondary={heroSecondary}
          {...hero}
        />
      </ServerHtml>
      {children}
      <ServerHtml>
        <productShell.ClosingCta
          product={product}
          content={content.finalCta}
          source={source}
          secondary={ctaSecondary}
        />
      </ServerHtml>
    </>
  )
}
