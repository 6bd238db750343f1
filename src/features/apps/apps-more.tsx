import { RequestDemoButton } from '~/features/contact/request-demo-button'
import { MoreAppsGrid } from '~/features/product-page/more-apps'
import { CtaBand, CtaBandLink, ctaBandPrimary } from '~/ui/cta-band/cta-band'
import { Section, SectionHeading } from '~/ui/section/section'
import { appCount } from '~/content/story'
import type { AppsShowcase } from './apps.functions'

/** The other ready-made apps and the closing call to action (server HTML; see apps-page.tsx). */
export function AppsMore({ more }: { more: AppsShowcase['more'] }) {
  return (
    <>
      <Section tinted id="more-solutions">
        <SectionHeading
          eyebrow={`And ${appCount.moreTitle}`}
          title="Not seeing your industry?"
          description="These ready-made apps are available too, and our developers build custom solutions on the same foundations."
        />
        <MoreAppsGrid products={more} />
      </Section>
      <CtaBand
        title="Need something in between?"
        description="Tell us about your business. We will show you the closest ready-made app and what it takes to make it exactly yours."
        titleId="apps-cta-title"
      >
        <RequestDemoButton source="apps:cta" {...ctaBandPrimary}>
          Request Custom Solution
        </RequestDemoButton>
        <CtaBandLink to="/apps">View all apps</CtaBandLink>
      </CtaBand>
    </>
  )
}
