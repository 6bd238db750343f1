/**
 * Company facts used across pages (home, about, portfolio). Data only. The spec fixes the
 * figures (10, 1500, 10, 15); the labels say what each counts, so no two read as a contradiction:
 * ten custom projects and 1,500 clients on the ready-made apps; ten years of team experience in a
 * company founded in 2020.
 */
export interface ImpactCounter {
  id: 'projects' | 'clients' | 'experience' | 'industries'
  label: string
  value: number
  suffix?: string
}

export const impactCounters: ImpactCounter[] = [
  { id: 'projects', label: 'Custom projects delivered', value: 10, suffix: '+' },
  { id: 'clients', label: 'Clients on our ready-made apps', value: 1500, suffix: '+' },
  { id: 'experience', label: 'Team experience', value: 10, suffix: '+ years' },
  { id: 'industries', label: 'Industries served', value: 15, suffix: '+' },
]

export function impactCounter(id: ImpactCounter['id']): ImpactCounter {
  return impactCounters.find((counter) => counter.id === id)!
}

export const companyFacts = {
  founded: 2020,
  services: ['Custom development', 'Ready-to-launch apps', 'Technical support'],
} as const
