/** The tabs of the app panel on /apps; the selected one is kept in the URL (?tab=). */
export const appTabs = ['features', 'tech-stack', 'screenshots'] as const
export type AppTab = (typeof appTabs)[number]
export const defaultAppTab: AppTab = 'features'

export const appTabLabels: Record<AppTab, string> = {
  features: 'Features',
  'tech-stack': 'Tech stack',
  screenshots: 'Screenshots',
}
