import type { ReactNode } from 'react'
import { demoLabel, salesLabel } from '~/content/story'
import { CtaBand, CtaBandLink, ctaBandPrimary } from '~/ui/cta-band/cta-band'
import { RequestDemoButton } from './request-demo-button'

/**
 * The closing band of a content page: the one demo button in the band's main style, and one
 * secondary link (by default the contact page, as 'Talk to sales').
 */
export function DemoCtaBand({
  title,
  description,
  source,
  titleId,
  flush,
  secondary = <CtaBandLink to="/contact">{salesLabel}</CtaBandLink>,
}: {
  title: ReactNode
  description: ReactNode
  /** Where a lead came from, e.g. 'about:cta'. */
  source: string
  titleId?: string
  flush?: boolean
  secondary?: ReactNode
}) {
  return (
    <CtaBand title={title} description={description} titleId={titleId} flush={flush}>
      <RequestDemoButton source={source} {...ctaBandPrimary}>
        {demoLabel}
      </RequestDemoButton>
      {secondary}
    </CtaBand>
  )
}
