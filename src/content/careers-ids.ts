/** The careers page's team ids (`?team=`), apart from the openings (careers.ts) to keep them out of the entry JavaScript. */
export const careerTeamIds = ['tech', 'business'] as const
export type CareerTeamId = (typeof careerTeamIds)[number]
