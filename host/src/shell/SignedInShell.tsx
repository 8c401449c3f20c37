import type { SignedInPage } from '../guard/route-guard';
import { MyAccountPage } from '../my-account/MyAccountPage';
import { ShellLayout } from './ShellLayout';

/**
 * Everything only a signed-in user sees — navigation, shop switcher and dialogs, the area outlet, the host's own
 * signed-in pages — in one module that GuardedRoutes loads with React.lazy. So /login downloads none of it.
 */
export function SignedInShell({ page }: { page: SignedInPage }) {
  return (
    <ShellLayout>
      {/* 'area': a remote's page; single-spa mounts it into the area elements <ShellLayout> holds. */}
      {page === 'my-account' ? <MyAccountPage /> : null}
    </ShellLayout>
  );
}
