import { ROUTES } from '@backoffice/contracts';
import { Link } from '@backoffice/ui';
import { Link as RouterLink } from '@backoffice/ui/router';

/** "Back to login" under every signed-out form (spec 000 §2: the reset request has "a link back to login"). */
export function BackToLogin({ children = 'Back to login' }: { children?: string }) {
  return (
    <Link asChild color="brand.fg" alignSelf="flex-start" minH="6" display="inline-flex" alignItems="center">
      <RouterLink to={ROUTES.login}>{children}</RouterLink>
    </Link>
  );
}
