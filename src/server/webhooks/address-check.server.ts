import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'

/**
 * The rule against server-side request forgery for webhook endpoints: an endpoint may only reach
 * public unicast addresses. Checked when the admin adds it AND at every delivery (the name may
 * resolve elsewhere by then: DNS rebinding); at delivery the request connects to the very address
 * that was checked (see `checkedLookup`), never to a second resolution.
 */

function ipv4ToNumber(ip: string): number {
  return ip.split('.').reduce((value, part) => value * 256 + Number(part), 0)
}

/** IPv4 ranges that are not public unicast (RFC 6890 and friends). */
const BLOCKED_V4: ReadonlyArray<[string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
]

function inV4(ip: string, [base, bits]: [string, number]): boolean {
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0
  return (ipv4ToNumber(ip) & mask) >>> 0 === (ipv4ToNumber(base) & mask) >>> 0
}

/** The eight 16-bit groups of an IPv6 address (with an embedded IPv4 tail expanded). */
export function ipv6Groups(ip: string): number[] | null {
  let text = ip.toLowerCase().split('%')[0]!
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (v4) {
    if (isIP(v4[1]!) !== 4) return null
    const n = ipv4ToNumber(v4[1]!)
    text = `${text.slice(0, -v4[1]!.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const head = halves[0] ? halves[0].split(':') : []
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail].map((g) =>
    /^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN,
  )
  return groups.some(Number.isNaN) ? null : groups
}

/** Whether `ip` (v4 or v6) is a public unicast address a webhook may be sent to. */
export function isPublicAddress(ip: string): boolean {
  const kind = isIP(ip.split('%')[0]!)
  if (kind === 4) return !BLOCKED_V4.some((range) => inV4(ip, range))
  if (kind !== 6) return false
  const g = ipv6Groups(ip)
  if (!g) return false
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d): the IPv4 address decides.
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0)) {
    if (g[5] === 0 && g[6] === 0 && (g[7] ?? 0) <= 1) return false // :: and ::1
    return isPublicAddress(`${g[6]! >>> 8}.${g[6]! & 255}.${g[7]! >>> 8}.${g[7]! & 255}`)
  }
  // Only global unicast (2000::/3), and not its special blocks.
  if ((g[0]! & 0xe000) !== 0x2000) return false
  if (g[0] === 0x2001 && g[1]! < 0x0200) return false // 2001::/23 IETF protocol assignments (Teredo, ORCHID ...)
  if (g[0] === 0x2001 && g[1] === 0x0db8) return false // documentation
  if (g[0] === 0x2002) return false // 6to4: an IPv4 address inside
  if (g[0] === 0x3fff && g[1]! < 0x1000) return false // 3fff::/20 documentation
  return true
}

export class EndpointRefusedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'EndpointRefusedError'
  }
}

export interface AddressPolicy {
  /** TESTS ONLY (WEBHOOK_ALLOW_PRIVATE_HOSTS): these addresses are allowed although not public, over http too. */
  allowPrivate: readonly string[]
  /** The resolver (tests); default: the system's, every address. */
  resolve?: (host: string) => Promise<string[]>
}

async function systemResolve(host: string): Promise<string[]> {
  return (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address)
}

/** The addresses `host` resolves to, each checked: throws EndpointRefusedError when any is not allowed. */
export async function checkedAddresses(host: string, policy: AddressPolicy): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '')
  let addresses: string[]
  try {
    addresses = isIP(bare) ? [bare] : await (policy.resolve ?? systemResolve)(bare)
  } catch {
    throw new EndpointRefusedError('The endpoint’s host name does not resolve.')
  }
  if (addresses.length === 0) throw new EndpointRefusedError('The endpoint’s host name does not resolve.')
  for (const address of addresses) {
    if (!isPublicAddress(address) && !policy.allowPrivate.includes(address)) {
      throw new EndpointRefusedError(
        'The endpoint resolves to a private, loopback, link-local or otherwise non-public address, which webhooks may not reach.',
      )
    }
  }
  return addresses
}

/**
 * Checks an endpoint URL as the admin enters it: https only (http only for an allowed test
 * address), no credentials in it, and a host whose every address is public. Returns the URL as it
 * will be called.
 */
export async function checkEndpointUrl(raw: string, policy: AddressPolicy): Promise<URL> {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new EndpointRefusedError('Enter the endpoint as a full URL, e.g. https://crm.example.com/hooks/leads.')
  }
  if (url.username || url.password) throw new EndpointRefusedError('Put no user name or password in the URL.')
  const addresses = await checkedAddresses(url.hostname, policy)
  const testOnly = addresses.every((address) => policy.allowPrivate.includes(address))
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && testOnly)) {
    throw new EndpointRefusedError('The endpoint must use https://.')
  }
  return url
}

/**
 * A `lookup` for node:http(s) that resolves, checks every address and hands the connection the
 * first checked one, so what is connected to is exactly what was checked.
 */
export function checkedLookup(policy: AddressPolicy) {
  return (
    hostname: string,
    options: unknown,
    callback: (
      error: Error | null,
      address: string | Array<{ address: string; family: number }>,
      family?: number,
    ) => void,
  ) => {
    checkedAddresses(hostname, policy).then(
      (addresses) => {
        const address = addresses[0]!
        const family = isIP(address)
        if ((options as { all?: boolean } | undefined)?.all) callback(null, [{ address, family }])
        else callback(null, address, family)
      },
      (error: Error) => callback(error, '', 0),
    )
  }
}
