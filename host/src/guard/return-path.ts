import { PUBLIC_PATHS, ROUTES } from '@backoffice/contracts';
import { queryParam, toQuery } from '@backoffice/ui';

/** The query parameter of /login that holds where to go after signing in (a signed-out session's way back). */
export const RETURN_PARAM = 'next';

/**
 * Only a path inside this app counts: one leading slash (not `//host` or `/\host`, which browsers read as another
 * origin), no scheme, and not a signed-out page (going "back" to /login after signing in makes no sense).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters (a line break, say) have no place in a path we navigate to.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  const pathname = value.split(/[?#]/)[0] ?? '';
  if (pathname === '/' || (PUBLIC_PATHS as readonly string[]).includes(pathname)) return null;
  return value;
}

/** `/login`, or `/login?next=…` when there is a page worth coming back to. */
export function loginPathReturningTo(path: string): string {
  const back = safeReturnPath(path);
  return back ? `${ROUTES.login}?${toQuery({ [RETURN_PARAM]: back })}` : ROUTES.login;
}

/** Where sign-in leads: the way back when `search` holds a safe one, else the dashboard (spec 000 §2). */
export function afterSignInPath(search: string): string {
  return safeReturnPath(queryParam(search, RETURN_PARAM)) ?? ROUTES.dashboard;
}
