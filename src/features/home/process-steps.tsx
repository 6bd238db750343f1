import { processSection, processSteps } from '~/content/process'
import { ProcessSteps as Steps } from '~/ui/step-grid/process-steps'
import { Section } from '~/ui/section/section'

/** The home page's "How it works": the site's one process. */
export function ProcessSteps() {
  return (
    <Section id="process" heading={{ ...processSection }}>
      <Steps steps={processSteps} />
    </Section>
  )
}
