/** Company facts used across pages (home, about, portfolio). Data only. */
export interface ImpactCounter {
  label: string
  value: number
  suffix?: string
}

export const impactCounters: ImpactCounter[] = [
  { label: 'Projects Completed', value: 10, suffix: '+' },
  { label: 'Satisfied Clients', value: 1500, suffix: '+' },
  { label: 'Years Experience', value: 10, suffix: '+' },
  { label: 'Industries Served', value: 15, suffix: '+' },
]

export const companyFacts = {
  founded: 2020,
  launchWeeks: '2-4 weeks',
  chitchatDeploymentWeeks: '4-8 weeks',
  services: ['Custom development', 'Ready-to-launch apps', 'Technical support'],
} as const
