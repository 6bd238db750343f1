import { RequestDemoButton } from '~/features/contact/request-demo-button'
import { CtaBand, CtaBandLink } from '~/ui/cta-band/cta-band'

/** The ask at the end of blog pages: see a live demo, or browse the apps. The site's one CTA band. */
export function BlogCta({ source }: { source: string }) {
  return (
    <CtaBand
      bare
      title="Ready to launch your own app business?"
      description="See a ready-made product running with your brand in a live demo. Most clients go live in 2-4 weeks."
      testId="blog-cta"
    >
      <RequestDemoButton source={source} size="lg" color="saffron" c="dark.9">
        Request a Demo
      </RequestDemoButton>
      <CtaBandLink to="/apps">Browse Apps</CtaBandLink>
    </CtaBand>
  )
}
