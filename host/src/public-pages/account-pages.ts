// The lazily loaded signed-out pages (GuardedRoutes): one chunk, reached only through import(). The team invite's
// link page is here too: it reuses the sign-up form.

export { InvitePage } from '../invite/InvitePage';
export { PasswordResetPage } from './PasswordResetPage';
export { SetNewPasswordPage } from './SetNewPasswordPage';
export { SignupPage } from './SignupPage';
export { UndoEmailChangePage } from './UndoEmailChangePage';
