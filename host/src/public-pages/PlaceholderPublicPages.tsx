import { ROUTES } from '@backoffice/contracts';
import { Link, Text } from '@backoffice/ui';
import { Link as RouterLink } from 'react-router-dom';
import { PublicPageFrame } from '../shell/PublicPageFrame';

// Walking skeleton: these routes exist and are guarded; their forms (spec 000 §2) come with the next issue.

function BackToLogin() {
  return (
    <Link asChild color="brand.fg">
      <RouterLink to={ROUTES.login}>Back to login</RouterLink>
    </Link>
  );
}

export function PasswordResetPage() {
  return (
    <PublicPageFrame title="Reset your password">
      <Text mb={4}>Password reset requests are coming soon.</Text>
      <BackToLogin />
    </PublicPageFrame>
  );
}

export function SetNewPasswordPage() {
  return (
    <PublicPageFrame title="Choose a new password">
      <Text mb={4}>Choosing a new password is coming soon.</Text>
      <BackToLogin />
    </PublicPageFrame>
  );
}

export function SignupPage() {
  return (
    <PublicPageFrame title="Sign up">
      <Text mb={4}>Sign-up is coming soon.</Text>
      <BackToLogin />
    </PublicPageFrame>
  );
}
