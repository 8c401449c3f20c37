import { ERROR_TOAST_MS, MESSAGES } from '@backoffice/contracts';
import { resetBus, type ToastMessage, topics } from '@backoffice/event-bus';
import { type FakeApi, fakeApi, testUser } from '../testing';
import { changeMyPassword } from './change-my-password';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { signup } from './signup';
import { updateUser } from './update-user';

let api: FakeApi | undefined;
let toasts: ToastMessage[];
beforeEach(() => {
  toasts = [];
  topics.toast.on((t) => toasts.push(t));
});
afterEach(() => {
  api?.restore();
  resetBus();
});

const signupDetails = {
  name: { given: 'Aroha', family: 'Ngata' },
  email: 'aroha@example.co.nz',
  password: 'kowhai-42',
  passwordRepeat: 'kowhai-42',
  isMerchant: true,
};

it('signup posts the details without a bearer and reads token and userId', async () => {
  topics.auth.publish({ token: 'stale', userId: 'x' });
  api = fakeApi({ 'POST /signup': () => ({ status: 201, body: { token: 't1', userId: 'u1' } }) });
  await expect(signup(signupDetails)).resolves.toEqual({ token: 't1', userId: 'u1' });
  expect(api.requests[0]?.body).toEqual(signupDetails);
  expect(api.requests[0]?.headers.Authorization).toBeUndefined();
});

it('signup rejects with the server message, toasted for 4 s', async () => {
  api = fakeApi({ 'POST /signup': () => ({ status: 400, body: { message: 'Passwords do not match' } }) });
  await expect(signup(signupDetails)).rejects.toMatchObject({ status: 400, message: 'Passwords do not match' });
  expect(toasts).toEqual([{ status: 'error', title: 'Passwords do not match', duration: ERROR_TOAST_MS }]);
});

it('requestPasswordReset posts { email } without a bearer and returns the message', async () => {
  topics.auth.publish({ token: 'stale', userId: 'x' });
  api = fakeApi({ 'POST /forgot-password': { message: MESSAGES.resetRequestSent } });
  await expect(requestPasswordReset('aroha@example.co.nz')).resolves.toBe(MESSAGES.resetRequestSent);
  expect(api.requests[0]?.body).toEqual({ email: 'aroha@example.co.nz' });
  expect(api.requests[0]?.headers.Authorization).toBeUndefined();
});

it('resetPassword puts the code in the path and reads the fresh session', async () => {
  api = fakeApi({ 'POST /forgot-password/abc_-123': { token: 't2', userId: 'u1' } });
  await expect(resetPassword('abc_-123', { newPassword: 'harakeke-7', confirmPassword: 'harakeke-7' })).resolves.toEqual({
    token: 't2',
    userId: 'u1',
  });
  expect(api.requests[0]?.body).toEqual({ newPassword: 'harakeke-7', confirmPassword: 'harakeke-7' });
  expect(api.requests[0]?.headers.Authorization).toBeUndefined();
});

it('resetPassword rejects an expired code with the server message', async () => {
  const message = 'This password reset link has expired or was already used. Please request a new one.';
  api = fakeApi({ 'POST /forgot-password/old': () => ({ status: 400, body: { message } }) });
  await expect(resetPassword('old', { newPassword: 'harakeke-7', confirmPassword: 'harakeke-7' })).rejects.toMatchObject({
    status: 400,
    message,
  });
});

it('changeMyPassword posts with the bearer and returns the new token', async () => {
  topics.auth.publish({ token: 't1', userId: 'u1' });
  api = fakeApi({ 'POST /api/my-account/change-password': { token: 't3' } });
  const body = { currentPassword: 'kowhai-42', newPassword: 'harakeke-7', confirmPassword: 'harakeke-7' };
  await expect(changeMyPassword(body)).resolves.toBe('t3');
  expect(api.requests[0]?.body).toEqual(body);
  expect(api.requests[0]?.headers.Authorization).toBe('Bearer t1');
});

it('updateUser puts { userInfo } and unwraps { user }', async () => {
  topics.auth.publish({ token: 't1', userId: 'u1' });
  const updated = testUser('u1', { profile: { email: 'aroha@example.co.nz', phone: '+64 21 555 0101' } });
  api = fakeApi({ 'PUT /api/users/u1': { user: updated } });
  const userInfo = {
    name: { given: 'Aroha', family: 'Ngata' },
    profile: { email: 'aroha@example.co.nz', phone: '+64 21 555 0101' },
  };
  await expect(updateUser('u1', userInfo)).resolves.toEqual(updated);
  expect(api.requests[0]?.body).toEqual({ userInfo });
});
