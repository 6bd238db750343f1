/**
 * The sample post every e2e server has (SEED_SAMPLE_CONTENT=true, src/server/posts/sample-posts.server.ts):
 * the first on /blog and the longest, an opening and four parts under top-level headings.
 */
export const SHOWCASE_POST = '/blog/how-to-launch-your-app-business-in-4-weeks'
