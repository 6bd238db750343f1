export function createStaticFiles(
  root: string,
  options?: {
    maxBytes?: number
    headersFor?: (file: { pathname: string; type: string; body: Uint8Array }) => Record<string, string>
  },
): (request: Request, pathname: string, cacheControl: string) => Promise<Response | undefined>
