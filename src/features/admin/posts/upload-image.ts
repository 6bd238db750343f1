import { readPublicError } from '~/domain/errors'
import { IMAGE_TYPES, checkImageUpload } from '~/domain/post-media'

/** The file picker's `accept`: the types the server takes. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',')

export interface UploadedImage {
  id: string
  url: string
  width: number
  height: number
  srcset: string
}

/**
 * Sends an image to POST /media/upload. The same type and size checks as the server run first,
 * so a wrong file is refused at once with the same message; the server checks again (by content).
 */
export async function uploadImage(file: Blob): Promise<UploadedImage> {
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer())
  const check = checkImageUpload(head, file.size)
  if (!check.ok) throw new Error(check.message)
  let response: Response
  try {
    response = await fetch('/media/upload', {
      method: 'POST',
      body: file,
      headers: { 'content-type': 'application/octet-stream' },
      credentials: 'same-origin',
    })
  } catch {
    throw new Error('The upload failed. Check your connection and try again.')
  }
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) throw new Error(readPublicError(body).message)
  return body as UploadedImage
}
