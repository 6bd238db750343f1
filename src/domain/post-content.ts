import { inlineHtmlToText, sanitizeInlineHtml } from './sanitize-html'

/**
 * Editor.js content: parsing, validation and sanitising, shared by the renderer (server render
 * and browser) and by the post repository (before anything is stored). The output is canonical
 * Editor.js data: known block types only, every text field sanitised, lists in the list-v2 shape.
 */

export const INVALID_CONTENT_MESSAGE = 'Invalid content format.'
export const NO_CONTENT_MESSAGE = 'No content to display.'

export const CONTENT_LIMITS = {
  /** Stored JSON size (characters). */
  maxJsonLength: 400_000,
  maxBlocks: 1_000,
  maxTextLength: 20_000,
  maxListItems: 200,
  maxListDepth: 5,
  maxUrlLength: 1_000,
} as const

export interface ListItem {
  content: string
  meta: { checked?: boolean }
  items: ListItem[]
}

export type ListStyle = 'ordered' | 'unordered' | 'checklist'

export interface ChecklistItem {
  text: string
  checked: boolean
}

export type PostBlock =
  | { id?: string; type: 'paragraph'; data: { text: string } }
  | { id?: string; type: 'header'; data: { text: string; level: HeadingLevel } }
  | { id?: string; type: 'list'; data: { style: ListStyle; meta: { start?: number }; items: ListItem[] } }
  | { id?: string; type: 'checklist'; data: { items: ChecklistItem[] } }
  | {
      id?: string
      type: 'image'
      data: { file: { url: string; width?: number; height?: number }; caption: string }
    }
  | { id?: string; type: 'quote'; data: { text: string; caption: string; alignment: 'left' | 'center' } }

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6
export type PostBlockType = PostBlock['type']

export interface PostContent {
  time?: number
  version?: string
  blocks: PostBlock[]
}

export type ContentResult =
  { ok: true; content: PostContent } | { ok: false; error: 'invalid-format' | 'no-content'; message: string }

type Dict = Record<string, unknown>

function isDict(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return ''
  const raw = String(value)
  return sanitizeInlineHtml(
    raw.length > CONTENT_LIMITS.maxTextLength ? raw.slice(0, CONTENT_LIMITS.maxTextLength) : raw,
  )
}

function blockId(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined
}

/** Editor.js checks are booleans, but older data and hand-written JSON use strings too. */
function truthy(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === 'on'
}

function positiveInt(value: unknown, max: number): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= max ? n : undefined
}

/**
 * Image sources: absolute http(s) URLs, or paths on this site ('/blog/x.svg'). No data:,
 * javascript:, protocol-relative ('//host') or backslash tricks.
 */
export function isSafeImageUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const url = value.trim()
  if (!url || url.length > CONTENT_LIMITS.maxUrlLength || /[\s\\<>"'`]/.test(url)) return false
  if (url.startsWith('/')) return !url.startsWith('//')
  if (!/^https?:\/\//i.test(url)) return false
  try {
    const parsed = new URL(url)
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname.length > 0
  } catch {
    return false
  }
}

function headingLevel(value: unknown): HeadingLevel {
  const n = positiveInt(value, 6)
  return (n ?? 2) as HeadingLevel
}

function listItems(raw: unknown, depth: number, budget: { left: number }): ListItem[] {
  if (!Array.isArray(raw) || depth > CONTENT_LIMITS.maxListDepth) return []
  const items: ListItem[] = []
  for (const entry of raw) {
    if (budget.left <= 0) break
    budget.left -= 1
    if (typeof entry === 'string' || typeof entry === 'number') {
      // List v1: plain strings.
      items.push({ content: text(entry), meta: {}, items: [] })
    } else if (isDict(entry)) {
      // List v2 ({ content, meta: { checked }, items }), or nested-list/checklist-like shapes.
      const meta = isDict(entry.meta) ? entry.meta : {}
      const checked = 'checked' in meta ? truthy(meta.checked) : 'checked' in entry ? truthy(entry.checked) : undefined
      items.push({
        content: text(entry.content ?? entry.text),
        meta: checked === undefined ? {} : { checked },
        items: listItems(entry.items, depth + 1, budget),
      })
    }
  }
  return items
}

function listStyle(value: unknown): ListStyle {
  return value === 'ordered' || value === 'checklist' ? value : 'unordered'
}

function checklistItems(raw: unknown): ChecklistItem[] {
  if (!Array.isArray(raw)) return []
  const items: ChecklistItem[] = []
  for (const entry of raw.slice(0, CONTENT_LIMITS.maxListItems)) {
    if (typeof entry === 'string') {
      items.push({ text: text(entry), checked: false })
    } else if (isDict(entry)) {
      // Old checklist tool: { text, checked }. Spec form: { content, meta: { checked } }.
      const meta = isDict(entry.meta) ? entry.meta : {}
      items.push({ text: text(entry.text ?? entry.content), checked: truthy(entry.checked ?? meta.checked) })
    }
  }
  return items
}

/** One block in canonical, sanitised form; undefined for unknown or unusable blocks. */
export function normalizeBlock(raw: unknown): PostBlock | undefined {
  if (!isDict(raw) || typeof raw.type !== 'string') return undefined
  const data = isDict(raw.data) ? raw.data : {}
  const id = blockId(raw.id)
  const withId = <T extends PostBlock>(block: T): T => (id ? { ...block, id } : block)
  switch (raw.type) {
    case 'paragraph':
      return withId({ type: 'paragraph', data: { text: text(data.text) } })
    case 'header':
      return withId({ type: 'header', data: { text: text(data.text), level: headingLevel(data.level) } })
    case 'list': {
      const style = listStyle(data.style)
      const meta: { start?: number } = {}
      const start = isDict(data.meta) ? positiveInt(data.meta.start, 100_000) : undefined
      if (style === 'ordered' && start !== undefined && start !== 1) meta.start = start
      return withId({
        type: 'list',
        data: { style, meta, items: listItems(data.items, 1, { left: CONTENT_LIMITS.maxListItems }) },
      })
    }
    case 'checklist':
      return withId({ type: 'checklist', data: { items: checklistItems(data.items) } })
    case 'image': {
      const file = isDict(data.file) ? data.file : {}
      const url = file.url ?? data.url
      if (!isSafeImageUrl(url)) return undefined
      const width = positiveInt(file.width, 10_000)
      const height = positiveInt(file.height, 10_000)
      return withId({
        type: 'image',
        data: {
          file: { url: url.trim(), ...(width && height ? { width, height } : {}) },
          caption: text(data.caption),
        },
      })
    }
    case 'quote':
      return withId({
        type: 'quote',
        data: {
          text: text(data.text),
          caption: text(data.caption),
          alignment: data.alignment === 'center' ? 'center' : 'left',
        },
      })
    default:
      return undefined
  }
}

/**
 * Parses content given as a JSON string or an object. Unparseable JSON is 'invalid-format';
 * anything without a blocks array is 'no-content'. Unknown block types are dropped.
 */
export function normalizePostContent(input: unknown): ContentResult {
  let value: unknown = input
  if (typeof input === 'string') {
    if (input.length > CONTENT_LIMITS.maxJsonLength * 2)
      return { ok: false, error: 'invalid-format', message: INVALID_CONTENT_MESSAGE }
    try {
      value = JSON.parse(input)
    } catch {
      return { ok: false, error: 'invalid-format', message: INVALID_CONTENT_MESSAGE }
    }
  }
  if (!isDict(value) || !Array.isArray(value.blocks)) {
    return { ok: false, error: 'no-content', message: NO_CONTENT_MESSAGE }
  }
  const blocks: PostBlock[] = []
  for (const raw of value.blocks.slice(0, CONTENT_LIMITS.maxBlocks)) {
    const block = normalizeBlock(raw)
    if (block) blocks.push(block)
  }
  const content: PostContent = { blocks }
  if (typeof value.time === 'number' && Number.isFinite(value.time)) content.time = value.time
  if (typeof value.version === 'string' && /^[\w.-]{1,20}$/.test(value.version)) content.version = value.version
  return { ok: true, content }
}

function listText(items: ListItem[]): string[] {
  return items.flatMap((item) => [inlineHtmlToText(item.content), ...listText(item.items)])
}

/** The readable words of a post, for reading time and feeds. */
export function contentToPlainText(content: PostContent): string {
  const parts: string[] = []
  for (const block of content.blocks) {
    switch (block.type) {
      case 'paragraph':
      case 'header':
        parts.push(inlineHtmlToText(block.data.text))
        break
      case 'list':
        parts.push(...listText(block.data.items))
        break
      case 'checklist':
        parts.push(...block.data.items.map((item) => inlineHtmlToText(item.text)))
        break
      case 'image':
        parts.push(inlineHtmlToText(block.data.caption))
        break
      case 'quote':
        parts.push(inlineHtmlToText(block.data.text), inlineHtmlToText(block.data.caption))
        break
    }
  }
  return parts.filter(Boolean).join(' ')
}

export const WORDS_PER_MINUTE = 200

/** Whole minutes at 200 words a minute, at least 1. */
export function readingMinutes(content: PostContent): number {
  const words = contentToPlainText(content).split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}
