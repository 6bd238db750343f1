/** The clone page slugs, apart from their copy (clones.ts) to keep it out of the entry JavaScript. */
export const cloneSlugs = ['astrotalk-clone', 'astrosage-clone', 'astroyogi-clone'] as const
export type CloneSlug = (typeof cloneSlugs)[number]
