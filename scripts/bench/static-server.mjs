// The yardstick of `npm run bench`: a plain Node HTTP server that answers each path with fixed
// bytes and headers captured from the app (the same compressed page), nothing else.
// Usage: node static-server.mjs <port> <captures.json>
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [port, file] = process.argv.slice(2)
const pages = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([path, page]) => [
    path,
    { headers: page.headers, body: Buffer.from(page.body, 'base64') },
  ]),
)

createServer((request, response) => {
  const page = pages.get(request.url)
  if (!page) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, { ...page.headers, 'content-length': page.body.length })
  response.end(page.body)
}).listen(Number(port), '127.0.0.1', () => console.log(`static yardstick on 127.0.0.1:${port}`))
