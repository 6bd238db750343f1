/**
 * How a launch works, step by step: THE process of the site. Home, /about and Chitchat's
 * deployment plan all show these steps with one component (src/ui/step-grid/process-steps.tsx);
 * the steps say no weeks, because each product's own launch time (its registry `launch`) sets the pace.
 */
import type { ProcessStep } from './process.schema'
import { typicalLaunch } from './story'

export type { ProcessStep } from './process.schema'

/** The heading of the process where it stands on its own (home, /about). */
export const processSection = {
  eyebrow: 'How it works',
  title: `From first call to launch, typically in ${typicalLaunch}`,
  description: 'A clear plan with fixed steps, so you always know what happens next and what we need from you.',
}

export const processSteps: ProcessStep[] = [
  {
    title: 'Choose your app',
    description:
      'Tell us about your business in a 30-minute call. We show you the app working, recommend a plan and send a written proposal with the timeline and price.',
    icon: 'target',
  },
  {
    title: 'Brand and configure',
    description:
      'Send your logo, colours and content. We set up the apps, website and admin panel with your branding, payment gateway and business rules.',
    icon: 'palette',
  },
  {
    title: 'Test it together',
    description:
      'You try every screen on real phones and ask for changes. We fine-tune, load your first data and prepare the app store listings.',
    icon: 'clipboard-check',
  },
  {
    title: 'Launch and grow',
    description:
      'We publish to Google Play and the App Store under your accounts, go live with you and stay on for technical support as you grow.',
    icon: 'rocket',
  },
]
