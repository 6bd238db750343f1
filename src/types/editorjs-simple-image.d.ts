declare module '@editorjs/simple-image' {
  import type { BlockToolConstructable } from '@editorjs/editorjs'
  const SimpleImage: BlockToolConstructable
  export default SimpleImage
}
