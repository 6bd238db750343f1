/**
 * Home page teaser of the latest published posts. Renders nothing until the blog exists, so the
 * home page never shows fake posts.
 */
export function BlogTeaser() {
  return null
}
