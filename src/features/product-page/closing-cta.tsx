import type { ProductLook } from '~/domain/product'
import { RequestDemoButton } from '~/features/contact/request-demo-button'
import { CtaBand, ctaBandPrimary } from '~/ui/cta-band/cta-band'
import { SecondaryAction } from './secondary-action'
import { demoLabel } from '~/content/story'

/** The last ask of every product page: the CTA band in the product's colours, its product preselected. */
export function ClosingCta({
  product,
  content: { title, description },
  source,
  primaryLabel = demoLabel,
  secondary,
  flush = false,
}: {
  product: ProductLook
  /** The band's copy from the product's content file. */
  content: { title: string; description: string }
  source: string
  primaryLabel?: string
  secondary?: { label: string; href: string }
  flush?: boolean
}) {
  const titleId = `${source}-final-cta`.replace(/[^a-zA-Z0-9-]/g, '-')
  return (
    <CtaBand
      title={title}
      description={description}
      colors={{ color: product.color, accent: product.accent ?? product.color }}
      titleId={titleId}
      flush={flush}
      testId="final-cta"
    >
      <RequestDemoButton product={product.id} source={`${source}:final-cta`} {...ctaBandPrimary}>
        {primaryLabel}
      </RequestDemoButton>
      {secondary ? (
        <SecondaryAction label={secondary.label} href={secondary.href} variant="outline" color="white" />
      ) : null}
    </CtaBand>
  )
}
