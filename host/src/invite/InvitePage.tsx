import { acceptTeamInvite, getTeamInvite, isApiError, useAuth, useCurrentUser } from '@backoffice/api-client';
import {
  ERROR_FALLBACK_MESSAGE,
  INVITE_PATH_PREFIX,
  ROUTES,
  SHOP_ROLE_LABELS,
  SUCCESS_TOAST_MS,
  type TeamInvitePreview,
  teamDayText,
} from '@backoffice/contracts';
import { type AuthState, topics } from '@backoffice/event-bus';
import { Button, Link, LoadingSpinner, Stack, Text } from '@backoffice/ui';
import { Link as RouterLink, useLocation, useNavigate } from '@backoffice/ui/router';
import { useEffect, useState } from 'react';
import { loginPathReturningTo } from '../guard/return-path';
import { SignupForm } from '../public-pages/SignupPage';
import { enterJoinedShop, logout, signIn } from '../session/session';
import { PublicPageFrame } from '../shell/PublicPageFrame';

type Preview =
  | { kind: 'loading' }
  | { kind: 'ready'; invite: TeamInvitePreview }
  /** Expired, used, cancelled or unknown: the API's own sentence, or ours when it gave none. */
  | { kind: 'unusable'; message: string };

export const INVITE_UNUSABLE_FALLBACK = 'This invite link is not valid any more. Ask the person who invited you for a new one.';
export const INVITE_ACCEPTED = (shopName: string) => `Welcome to ${shopName}`;

function tokenOf(pathname: string): string {
  return decodeURIComponent(pathname.slice(INVITE_PATH_PREFIX.length).replace(/\/+$/, ''));
}

const sameAddress = (a: string | undefined, b: string) => a?.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A team invite's link (`/invite/:token`, public). It says what it is ("Join {shop} as {role}") and then: signed
 * out → sign up with the invited address fixed, or sign in first (back here afterwards); signed in with that address
 * → Accept invite; signed in as someone else → say so, with "Sign out and continue". Accepting makes the shop the
 * selected one and opens Orders. An expired, used or unknown link says so, with a way back.
 */
export function InvitePage() {
  const { pathname } = useLocation();
  const token = tokenOf(pathname);
  const [preview, setPreview] = useState<Preview>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    setPreview({ kind: 'loading' });
    getTeamInvite(token).then(
      (invite) => live && setPreview({ kind: 'ready', invite }),
      (error: unknown) => {
        // A 4xx with the API's own sentence (expired, used, cancelled) says it; anything else gets ours.
        const said = isApiError(error) && error.status >= 400 && error.status < 500 && error.message !== ERROR_FALLBACK_MESSAGE;
        const message = said ? error.message : null;
        if (live) setPreview({ kind: 'unusable', message: message ?? INVITE_UNUSABLE_FALLBACK });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  if (preview.kind === 'loading') {
    return (
      <PublicPageFrame title="Team invite">
        <LoadingSpinner label="Loading the invite" />
      </PublicPageFrame>
    );
  }
  if (preview.kind === 'unusable') return <UnusableInvite message={preview.message} />;
  return <UsableInvite token={token} invite={preview.invite} />;
}

function UnusableInvite({ message }: { message: string }) {
  const signedIn = useAuth() !== null;
  return (
    <PublicPageFrame title="This invite can’t be used">
      <Stack gap={4}>
        <Text role="alert">{message}</Text>
        <Link asChild color="brand.fg" alignSelf="flex-start">
          <RouterLink to={signedIn ? ROUTES.dashboard : ROUTES.login}>
            {signedIn ? 'Go to your back-office' : 'Back to login'}
          </RouterLink>
        </Link>
      </Stack>
    </PublicPageFrame>
  );
}

function UsableInvite({ token, invite }: { token: string; invite: TeamInvitePreview }) {
  const auth = useAuth();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const title = `Join ${invite.shopName} as ${SHOP_ROLE_LABELS[invite.role]}`;
  const expires = teamDayText(invite.expiresAt);

  async function join(newAccount?: AuthState) {
    setBusy(true);
    try {
      const { shopId } = await acceptTeamInvite(token, newAccount?.token);
      topics.toast.emit({ status: 'success', title: INVITE_ACCEPTED(invite.shopName), duration: SUCCESS_TOAST_MS });
      await enterJoinedShop(shopId, newAccount);
      navigate(ROUTES.orders, { replace: true });
    } catch {
      // The API's reason (wrong address, used meanwhile …) is already a toast. A new account stays signed in and
      // sees this page again, with Accept.
      if (newAccount) void signIn(newAccount, pathname);
      setBusy(false);
    }
  }

  const intro = (
    <Text>
      You’re invited as <strong>{invite.email}</strong>.{expires ? ` The invite is valid until ${expires}.` : ''}
    </Text>
  );

  if (!auth) {
    return (
      <PublicPageFrame title={title}>
        <Stack gap={4}>
          {intro}
          <Text>Create your account to join:</Text>
          <SignupForm fixedEmail={invite.email} onSignedUp={(account) => join(account)}>
            <Link asChild color="brand.fg" alignSelf="flex-start">
              <RouterLink to={loginPathReturningTo(pathname)}>I already have an account</RouterLink>
            </Link>
          </SignupForm>
        </Stack>
      </PublicPageFrame>
    );
  }

  if (!user) {
    return (
      <PublicPageFrame title={title}>
        <LoadingSpinner label="Loading your account" />
      </PublicPageFrame>
    );
  }

  if (!sameAddress(user.profile.email, invite.email)) {
    return (
      <PublicPageFrame title={title}>
        <Stack gap={4}>
          {intro}
          <Text role="alert">
            You’re signed in as <strong>{user.profile.email}</strong>, but this invite is for <strong>{invite.email}</strong>.
          </Text>
          <Button
            onClick={() => {
              // logout ends the session on the server and goes to `/`; this link is where they continue, signed out.
              void logout().then(() => navigate(pathname, { replace: true }));
            }}
          >
            Sign out and continue
          </Button>
        </Stack>
      </PublicPageFrame>
    );
  }

  return (
    <PublicPageFrame title={title}>
      <Stack gap={4}>
        {intro}
        <Button onClick={() => void join()} loading={busy} loadingText="Joining…">
          Accept invite
        </Button>
        <Link asChild color="brand.fg" alignSelf="flex-start">
          <RouterLink to={ROUTES.dashboard}>Not now</RouterLink>
        </Link>
      </Stack>
    </PublicPageFrame>
  );
}
