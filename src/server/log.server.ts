/**
 * Error text for the server log. Driver errors carry the query's parameters (PGlite's `params`,
 * pg's `detail` such as "Key (email)=(...)") and HTTP clients carry request bodies: printing the
 * error object would write a visitor's name, e-mail or phone into the log. This keeps what an
 * operator needs (type, code, message, the first stack frames, the cause chain) and masks
 * anything that looks like an e-mail address or a phone number in the messages.
 */
const EMAIL = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[a-z]{2,}/gi
const PHONE = /\+?\d[\d\s().-]{6,}\d/g
const STACK_FRAMES = 6

export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, '<email>').replace(PHONE, '<number>')
}

function describeOne(error: unknown): string {
  if (!(error instanceof Error)) {
    return typeof error === 'string' ? maskPersonalData(error.slice(0, 300)) : `non-error value (${typeof error})`
  }
  const code = (error as { code?: unknown }).code
  const head = `${error.name}${typeof code === 'string' || typeof code === 'number' ? ` [${code}]` : ''}: ${maskPersonalData(error.message.slice(0, 500))}`
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, STACK_FRAMES)
  return [head, ...frames].join('\n')
}

/** The error and its causes as log text, without the personal data errors may carry. */
export function describeError(error: unknown): string {
  const parts: string[] = []
  let current: unknown = error
  for (let depth = 0; current !== undefined && depth < 4; depth += 1) {
    parts.push(describeOne(current))
    current = current instanceof Error ? current.cause : undefined
  }
  return parts.join('\nCaused by: ')
}

/** console.error with a safe description of the error (the context first, as its own argument). */
export function logError(context: string, error: unknown): void {
  console.error(context, describeError(error))
}
