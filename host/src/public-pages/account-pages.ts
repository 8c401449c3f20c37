// The lazily loaded signed-out pages (GuardedRoutes): one chunk, reached only through import().
export { PasswordResetPage } from './PasswordResetPage';
export { SetNewPasswordPage } from './SetNewPasswordPage';
export { SignupPage } from './SignupPage';
export { UndoEmailChangePage } from './UndoEmailChangePage';
