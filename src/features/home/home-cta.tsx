import { CtaBandLink } from '~/ui/cta-band/cta-band'
import { DemoCtaBand } from '~/features/contact/demo-cta-band'

/** The home page's closing call to action: a demo link and the apps. */
export function HomeCta() {
  return (
    <DemoCtaBand
      title="Your app could be live this month"
      description="Book a free demo: we show you the app working, answer your questions and send a written plan with price and timeline."
      titleId="home-cta-title"
      flush
      source="home:cta"
      secondary={<CtaBandLink to="/apps">View Apps</CtaBandLink>}
    />
  )
}
