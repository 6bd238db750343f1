import type { API, BlockTool, BlockToolConstructorOptions, PasteEvent } from '@editorjs/editorjs'
import { IMAGE_ACCEPT, type UploadedImage } from './upload-image'
import classes from './image-tool.module.css'

const cls = (name: string): string => classes[name] ?? ''

/** The stored image block (src/domain/post-content.ts): { file: { url, width?, height? }, caption }. */
interface ImageBlockData {
  file: { url: string; width?: number; height?: number }
  caption: string
}

export interface ImageToolConfig {
  upload: (file: Blob) => Promise<UploadedImage>
  /** A refused or failed upload, for a notification as well as the message in the block. */
  onError?: (message: string) => void
}

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="17" height="15" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><rect x="3" y="4" width="18" height="16" rx="2"/><circle cx="9" cy="10" r="2"/><path d="m21 16-5-5L5 20"/></svg>'

/** Old data from the simple-image tool is { url, caption }; the stored shape is { file: { url } }. */
function readData(raw: unknown): ImageBlockData {
  const data = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  const file = (data.file && typeof data.file === 'object' ? data.file : {}) as Record<string, unknown>
  const url = typeof file.url === 'string' ? file.url : typeof data.url === 'string' ? data.url : ''
  const width = typeof file.width === 'number' ? file.width : undefined
  const height = typeof file.height === 'number' ? file.height : undefined
  return {
    file: { url, ...(width && height ? { width, height } : {}) },
    caption: typeof data.caption === 'string' ? data.caption : '',
  }
}

/**
 * An Editor.js block for images: upload by the button, by dropping a file on the block or the
 * editor, or by pasting an image (file or URL). Uploads go through the server's checks; a refused
 * file shows the server's message in the block instead of vanishing.
 */
export class ImageTool implements BlockTool {
  static get toolbox() {
    return { title: 'Image', icon: ICON }
  }

  static get isReadOnlySupported() {
    return true
  }

  static get pasteConfig() {
    return {
      tags: ['IMG'],
      files: { mimeTypes: ['image/*'] },
      patterns: { image: /^https?:\/\/\S+\.(?:jpe?g|png|webp|avif)(?:\?\S*)?$/i },
    }
  }

  private data: ImageBlockData
  private readonly config: ImageToolConfig
  private readonly api: API
  private readonly readOnly: boolean
  private readonly root: HTMLDivElement

  constructor({ data, config, api, readOnly }: BlockToolConstructorOptions<ImageBlockData, ImageToolConfig>) {
    this.data = readData(data)
    this.config = config as ImageToolConfig
    this.api = api
    this.readOnly = readOnly
    this.root = document.createElement('div')
    this.root.className = cls('root')
  }

  render(): HTMLElement {
    this.draw()
    return this.root
  }

  save(): ImageBlockData {
    const caption = this.root.querySelector<HTMLElement>('[data-caption]')
    return { ...this.data, caption: caption ? caption.innerHTML : this.data.caption }
  }

  /** An image block without an image is not saved. */
  validate(data: ImageBlockData): boolean {
    return Boolean(data.file.url)
  }

  private dropZone: HTMLElement | null = null

  private readonly onWindowDrop = (event: DragEvent) => {
    const zone = this.dropZone
    if (!zone || !(event.target instanceof Node) || !zone.contains(event.target)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    delete zone.dataset.over
    const file = event.dataTransfer?.files[0]
    if (file) void this.upload(file)
  }

  /** Called by Editor.js when the block is removed or the editor destroyed. */
  destroy(): void {
    window.removeEventListener('drop', this.onWindowDrop, true)
  }

  onPaste(event: PasteEvent): void {
    if (event.type === 'file') {
      const file = (event.detail as { file: File }).file
      void this.upload(file)
    } else if (event.type === 'pattern') {
      this.data = { ...this.data, file: { url: String((event.detail as { data: string }).data) } }
      this.draw()
    } else if (event.type === 'tag') {
      const img = (event.detail as { data: HTMLElement }).data as HTMLImageElement
      this.data = { ...this.data, file: { url: img.getAttribute('src') ?? '' } }
      this.draw()
    }
  }

  private async upload(file: Blob): Promise<void> {
    this.draw({ busy: true })
    try {
      const image = await this.config.upload(file)
      this.data = { ...this.data, file: { url: image.url, width: image.width, height: image.height } }
      this.draw()
      // Editor.js notices DOM changes inside a block; say so explicitly for autosave.
      this.api.blocks.getBlockByIndex(this.api.blocks.getCurrentBlockIndex())?.dispatchChange()
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The upload failed.'
      this.config.onError?.(message)
      this.draw({ error: message })
    }
  }

  private draw(state: { busy?: boolean; error?: string } = {}): void {
    this.root.replaceChildren()
    window.removeEventListener('drop', this.onWindowDrop, true)
    this.dropZone = null
    if (this.data.file.url) {
      const img = document.createElement('img')
      img.src = this.data.file.url
      img.alt = ''
      img.className = cls('image')
      const caption = document.createElement('div')
      caption.className = cls('caption')
      caption.dataset.caption = ''
      caption.dataset.placeholder = 'Caption (also the image’s description for screen readers)'
      caption.contentEditable = this.readOnly ? 'false' : 'true'
      caption.setAttribute('role', 'textbox')
      caption.setAttribute('aria-label', 'Image caption')
      caption.innerHTML = this.data.caption
      this.root.append(img, caption)
      return
    }
    const zone = document.createElement('div')
    zone.className = cls('drop')
    zone.dataset.testid = 'image-drop-zone'
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = IMAGE_ACCEPT
    input.hidden = true
    input.setAttribute('aria-label', 'Image file')
    input.addEventListener('change', () => {
      const file = input.files?.[0]
      if (file) void this.upload(file)
    })
    const button = document.createElement('button')
    button.type = 'button'
    button.className = cls('button')
    button.textContent = state.busy ? 'Uploading…' : 'Upload an image'
    button.disabled = Boolean(state.busy) || this.readOnly
    button.addEventListener('click', () => input.click())
    const hint = document.createElement('span')
    hint.textContent = 'or drop or paste one here. JPEG, PNG, WebP or AVIF, at most 5 MB.'
    zone.append(button, hint, input)
    if (state.error) {
      const error = document.createElement('p')
      error.className = cls('error')
      error.setAttribute('role', 'alert')
      error.textContent = state.error
      zone.append(error)
    }
    // A file dropped right on the block fills this block. Editor.js listens for drops on its holder
    // in the capture phase (and would add a second image block for the same file), so the drop is
    // taken earlier, by a capture listener on the window, and stopped there.
    zone.addEventListener('dragover', (event) => {
      event.preventDefault()
      zone.dataset.over = ''
    })
    zone.addEventListener('dragleave', () => delete zone.dataset.over)
    this.dropZone = zone
    if (!this.readOnly) window.addEventListener('drop', this.onWindowDrop, true)
    this.root.append(zone)
  }
}
