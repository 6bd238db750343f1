import type { ComponentProps, ReactNode } from 'react'
import type { ProductLook } from '~/domain/product'
import { HydrateLater } from '~/ui/hydrate-later/hydrate-later'
import { ClosingCta } from './closing-cta'
import { ProductHero } from './product-hero'

type Link = { label: string; href: string }

/** What a product page's hero and closing call to action say and show. */
export interface ProductPageContent {
  hero: ComponentProps<typeof ProductHero>['content']
  finalCta: { title: string; description: string }
}

/**
 * Every product page of the kit: the product hero, the template's own sections, and the closing
 * call to action, all in the product's colours with the product preselected in the contact
 * dialog. Templates differ only in the sections they pass as children.
 */
export function ProductPageShell({
  product,
  content,
  source = product.id,
  heroSecondary = { label: 'View Pricing', href: '#pricing' },
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
  hero?: Pick<ComponentProps<typeof ProductHero>, 'footnote' | 'facts' | 'before' | 'visual' | 'primaryLabel'>
  children: ReactNode
}) {
  return (
    <>
      <ProductHero product={product} content={content.hero} source={source} secondary={heroSecondary} {...hero} />
      {/* Below the hero: hydrated when the visitor reaches it (see HydrateLater). */}
      <HydrateLater>{children}</HydrateLater>
      <HydrateLater>
        <ClosingCta product={product} content={content.finalCta} source={source} secondary={ctaSecondary} />
      </HydrateLater>
    </>
  )
}
