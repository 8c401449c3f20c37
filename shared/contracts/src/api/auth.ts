import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { personName } from '../entities/user';

const email = z.email('Please enter a valid e-mail address').max(254);
const password = z.string().min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`).max(200);

/** POST /login. `username` is the e-mail (spec 000 §7). */
export const loginRequest = z.strictObject({ username: email, password: z.string().min(1, 'Password is required').max(200) });
export type LoginRequest = z.infer<typeof loginRequest>;

export const authResponse = z.object({ token: z.string(), userId: z.string() });
export type AuthResponse = z.infer<typeof authResponse>;

/** POST /login for an account with two-step sign-in: the code step comes next (POST /login/mfa, `./mfa.ts`). */
export const mfaChallenge = z.object({ mfaRequired: z.literal(true), mfaToken: z.string() });
export type MfaChallenge = z.infer<typeof mfaChallenge>;
/** POST /login: `{ token, userId }` exactly as spec 000 §7 says, or the two-step challenge. */
export const loginResponse = z.union([authResponse, mfaChallenge]);
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /signup. The server checks password and passwordRepeat match. */
export const signupRequest = z.strictObject({
  name: personName,
  email,
  password,
  passwordRepeat: z.string().max(200),
  isMerchant: z.boolean(),
});
export type SignupRequest = z.infer<typeof signupRequest>;

export const forgotPasswordRequest = z.strictObject({ email });

export const platformPlan = z.object({
  title: z.string(),
  /** cents per month */
  fee: z.number().int(),
  percent: z.number(),
  description: z.array(z.string()),
  monthPriceId: z.string(),
  yearPriceId: z.string(),
});
export type PlatformPlan = z.infer<typeof platformPlan>;

export const healthResponse = z.object({ ok: z.literal(true), db: z.enum(['pglite', 'postgres']) });
export type HealthResponse = z.infer<typeof healthResponse>;
