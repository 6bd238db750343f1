import { isIP } from 'node:net'
import { getRequest } from '@tanstack/react-start/server'
import { getServerConfig } from '~/server/config.server'

/** '::ffff:1.2.3.4' -> '1.2.3.4', '[::1]:80' -> '::1', '1.2.3.4:5678' -> '1.2.3.4'. */
export function normaliseIp(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined
  let ip = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip)
  if (bracketed?.[1]) ip = bracketed[1]
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'))
  if (/^::ffff:\d{1,3}(\.\d{1,3}){3}$/i.test(ip)) ip = ip.slice(7)
  return isIP(ip) ? ip.toLowerCase() : undefined
}

/**
 * The visitor's address. Each trusted proxy in front of us appends the address it received the
 * request from to X-Forwarded-For, so the client is `hops` entries from the right; anything to
 * the left of that was sent by the client itself and cannot be trusted.
 */
export function clientIpFrom(
  forwardedFor: string | null | undefined,
  socketIp: string | null | undefined,
  hops: number,
): string | undefined {
  if (hops > 0 && forwardedFor) {
    const entries = forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    if (entries.length > 0) {
      const candidate = normaliseIp(entries[Math.max(0, entries.length - hops)])
      if (candidate) return candidate
    }
  }
  return normaliseIp(socketIp)
}

/** The current request's client IP (server functions and server routes only). */
export function getClientIp(): string | undefined {
  const request = getRequest() as Request & { ip?: string; context?: { clientAddress?: string } }
  const socketIp = request.context?.clientAddress ?? request.ip
  return clientIpFrom(request.headers.get('x-forwarded-for'), socketIp, getServerConfig().TRUST_PROXY_HOPS)
}

function ipv4ToNumber(ip: string): number {
  return ip.split('.').reduce((total, part) => total * 256 + Number(part), 0)
}

const PRIVATE_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
]

/**
 * Whether an address can be located: loopback, private, link-local, documentation and other
 * reserved ranges cannot (a look-up would locate the server or fail).
 */
export function isPublicIp(raw: string | null | undefined): boolean {
  const ip = normaliseIp(raw)
  if (!ip) return false
  if (isIP(ip) === 4) {
    const value = ipv4ToNumber(ip)
    return !PRIVATE_V4.some(([base, bits]) => {
      const size = 2 ** (32 - bits)
      const start = ipv4ToNumber(base)
      return value >= start && value < start + size
    })
  }
  if (ip === '::' || ip === '::1') return false
  const first = parseInt(ip.split(':')[0] || '0', 16)
  if ((first & 0xfe00) === 0xfc00) return false // unique local fc00::/7
  if ((first & 0xffc0) === 0xfe80) return false // link-local fe80::/10
  if ((first & 0xff00) === 0xff00) return false // multicast
  if (ip.startsWith('2001:db8:') || ip.startsWith('2001:0db8:')) return false // documentation
  return true
}
