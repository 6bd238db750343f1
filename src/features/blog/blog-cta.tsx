import { RequestDemoButton } from '~/features/contact/request-demo-button'
import { CtaBand, CtaBandLink, ctaBandPrimary } from '~/ui/cta-band/cta-band'
import { demoLabel, typicalLaunch } from '~/content/story'

/** The ask at the end of blog pages: see a live demo, or browse the apps. The site's one CTA band. */
export function BlogCta({ source }: { source: string }) {
  return (
    <CtaBand
      bare
      title="Ready to launch your own app business?"
      description={`See a ready-made product running with your brand in a live demo. Apps typically go live in ${typicalLaunch}.`}
      testId="blog-cta"
    >
      <RequestDemoButton source={source} {...ctaBandPrimary}>
        {demoLabel}
      </RequestDemoButton>
      <CtaBandLink to="/apps">Browse Apps</CtaBandLink>
    </CtaBand>
  )
}
