/** How a launch works, step by step (home page). The whole process fits the 2-4 week claim. */
import * as v from 'valibot'
import { IconKeySchema } from './product-schema'

export const ProcessStepSchema = v.object({
  title: v.pipe(v.string(), v.minLength(5), v.maxLength(40)),
  /** When it happens, e.g. 'Week 1'. */
  when: v.pipe(v.string(), v.minLength(4), v.maxLength(20)),
  description: v.pipe(v.string(), v.minLength(60), v.maxLength(220)),
  icon: IconKeySchema,
})
export type ProcessStep = v.InferOutput<typeof ProcessStepSchema>

/** The headline promise of the process (spec: launch in 2-4 weeks). */
export const launchWeeks = '2-4 weeks'

export const processSteps: ProcessStep[] = [
  {
    title: 'Choose your app',
    when: 'Days 1-2',
    description:
      'Tell us about your business in a 30-minute call. We show you the app working, recommend a plan and send a written proposal with the timeline and price.',
    icon: 'target',
  },
  {
    title: 'Brand and configure',
    when: 'Week 1',
    description:
      'Send your logo, colours and content. We set up the apps, website and admin panel with your branding, payment gateway and business rules.',
    icon: 'palette',
  },
  {
    title: 'Test it together',
    when: 'Weeks 2-3',
    description:
      'You try every screen on real phones and ask for changes. We fine-tune, load your first data and prepare the app store listings.',
    icon: 'clipboard-check',
  },
  {
    title: 'Launch and grow',
    when: 'Weeks 3-4',
    description:
      'We publish to Google Play and the App Store under your accounts, go live with you and stay on for technical support as you grow.',
    icon: 'rocket',
  },
]
