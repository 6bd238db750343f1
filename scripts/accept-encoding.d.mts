export function acceptsEncoding(header: string | null | undefined, coding: string): boolean
export function pickEncoding<T extends string>(
  header: string | null | undefined,
  available: readonly T[],
): T | 'identity'
