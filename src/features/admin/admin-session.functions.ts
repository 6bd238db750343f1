import { createServerFn } from '@tanstack/react-start'
import { mustEnrolSecondFactor } from '~/server/auth/require-admin.server'
import { getAuthProvider } from '~/server/auth/index.server'

// Apart from the admin's other server functions (auth.functions.ts): the guards of /admin and
// /admin/dashboard run in beforeLoad, which is in every page's entry, and a module both the entry and
// a page's chunk import lives whole in the entry.

/** The signed-in admin, or null. Used by the admin guard on the server and in the browser. */
export const getAdminSession = createServerFn({ method: 'GET' }).handler(async () => {
  const provider = await getAuthProvider()
  const user = await provider.currentUser()
  return {
    user: user ? { email: user.email, provider: provider.name, mustEnrol: mustEnrolSecondFactor(user) } : null,
  }
})
