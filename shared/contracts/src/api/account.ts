import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { userRole } from '../entities/user';
import { phoneWithPrefix } from '../rules/phone';
import { populateOption } from './options';
import { jsonTextOr } from './query';
import { SESSION_MESSAGES } from './session-constants';

/**
 * Account calls (spec 000 §7 Auth, spec 001 §2 My Account / Set new password, §7 Account): password reset by
 * e-mail, password change, and the user's own details. POST /forgot-password takes `forgotPasswordRequest`
 * (`{ email }`, in `auth.ts`).
 */

/** A reset link works for this long after it was requested, and once. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/** The query parameter of /set-new-password that carries the reset token (spec 000 §2). */
export const RESET_CODE_PARAM = 'code';

export const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password must be at most 200 characters');
const confirmPassword = z.string().max(200);

/** POST /forgot-password answers this whether or not the address has an account. */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/**
 * The spec's one body for both password calls (spec 000 §7: "POST /forgot-password/{resetToken} or
 * /api/my-account/change-password with resetToken, currentPassword, newPassword, confirmPassword"). Each call uses
 * the fields that apply to it and ignores the others, so one client can send the same body to either.
 */
const passwordBody = z.strictObject({
  resetToken: z.string().max(200).nullish(),
  currentPassword: z.string().max(200).nullish(),
  newPassword,
  confirmPassword,
});

/** POST /forgot-password/{resetToken}: the token travels in the path; `resetToken` in the body is optional. */
export const resetTokenParams = z.strictObject({ resetToken: z.string().min(1).max(200) });
export const resetPasswordRequest = passwordBody;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;
/** A fresh session for the user whose password was reset (every older session is revoked). */
export const resetPasswordResponse = z.object({ token: z.string(), userId: z.string() });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponse>;

/** POST /api/my-account/change-password (bearer). */
const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const changeMyPasswordRequest = passwordBody.transform((body, ctx) => {
  if (!body.currentPassword) {
    ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: CURRENT_PASSWORD_REQUIRED });
    return z.NEVER;
  }
  return { currentPassword: body.currentPassword, newPassword: body.newPassword, confirmPassword: body.confirmPassword };
});
export type ChangeMyPasswordRequest = z.input<typeof changeMyPasswordRequest>;
/**
 * The password-change form (spec 001 §2, §5): the route's three fields, the current one required, and the
 * confirmation held to the new password's rule as typed (the server checks the current one and that they match).
 */
export const changeMyPasswordForm = z.strictObject({
  currentPassword: z.string().min(1, CURRENT_PASSWORD_REQUIRED).max(200),
  newPassword,
  confirmPassword: newPassword,
});
/** The new session token: the change revokes every older token, the caller's included. */
export const changeMyPasswordResponse = z.object({ token: z.string() });
export type ChangeMyPasswordResponse = z.infer<typeof changeMyPasswordResponse>;

/**
 * Phone numbers of people (My Account "Phone prefix +64", spec 001 §5): digits and spaces, optionally one leading
 * `+`, 6–20 characters, at least 6 digits. Stored as typed (trimmed, runs of spaces collapsed), so a number from
 * outside New Zealand is accepted too; the form puts the +64 in front.
 */
export const personPhone = z
  .string()
  .trim()
  // the contact details form's words for an emptied phone, and the API's
  .min(1, 'Phone is required')
  .transform((value) => value.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(6, 'Phone must have at least 6 digits')
      .max(20, 'Phone must be at most 20 characters')
      .regex(/^\+?[0-9][0-9 ]*$/, 'Phone may hold digits, spaces and a leading +')
      .refine((value) => value.replace(/\D/g, '').length >= 6, 'Phone must have at least 6 digits'),
  );

/** A person's names and e-mail in the contact details form's words (spec 001 §5: all required). */
const givenName = z.string().trim().min(1, 'First name is required').max(100, 'First name must be at most 100 characters');
const familyName = z.string().trim().min(1, 'Last name is required').max(100, 'Last name must be at most 100 characters');
const INVALID_EMAIL = 'Please enter a valid e-mail address';
const personEmail = z
  .string(INVALID_EMAIL)
  .trim()
  .min(1, 'Email is required')
  .max(254, INVALID_EMAIL)
  .pipe(z.email(INVALID_EMAIL));

/** The editable part of a user (spec 001 §7 PUT /api/users/{id}: name, profile, roles). Every part optional. */
export const userUpdate = z
  .strictObject({
    name: z.strictObject({ given: givenName, family: familyName }).partial(),
    profile: z.strictObject({ email: personEmail, phone: personPhone }).partial(),
    roles: z
      .array(userRole)
      .max(4)
      .refine((roles) => new Set(roles).size === roles.length, 'Roles must not repeat'),
  })
  .partial();
export type UserUpdate = z.infer<typeof userUpdate>;

/**
 * The contact details form (spec 001 §2, §5; My Account, the admin user page, the customer page): the route's
 * `userUpdate` rules for name and profile, every field required, the phone typed after the fixed +64 (sent with it,
 * contracts `phoneWithPrefix`). `currentPassword` is asked only while one's own sign-in e-mail changes (the form
 * shows the field then; the route refuses the change without it, in the same words). Its output's name and profile
 * are a `userUpdate`.
 */
export const contactDetailsForm = z.strictObject({
  name: z.strictObject({ given: givenName, family: familyName }),
  profile: z.strictObject({
    email: personEmail,
    phone: z.string().transform(phoneWithPrefix).pipe(personPhone),
  }),
  currentPassword: z.string().min(1, SESSION_MESSAGES.emailChangeNeedsPassword).max(200).optional(),
});
export type ContactDetailsFormInput = z.input<typeof contactDetailsForm>;
export type ContactDetailsFormOutput = z.output<typeof contactDetailsForm>;

const userWriteOptions = jsonTextOr(z.strictObject({ populate: populateOption(['promoCode']).optional() }), 'options');

/**
 * PUT /api/users/{id}: `userInfo` as JSON text (spec 001 §7) or as an object. Answers `{ user }`. Changing one's own
 * sign-in e-mail (`userInfo.profile.email`) also needs `currentPassword` (a copied token alone cannot take the account).
 */
export const updateUserRequest = z.strictObject({
  userInfo: jsonTextOr(userUpdate, 'userInfo'),
  currentPassword: z.string().max(200).nullish(),
  options: userWriteOptions.optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;

/** A mail in the development outbox (GET /dev/outbox, not in production). */
export const outboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  date: z.string(),
  text: z.string(),
  /** The first /set-new-password link in the text, if any. */
  resetLink: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMail>;
export const outboxResponse = z.object({ mails: z.array(outboxMail) });
export type OutboxResponse = z.infer<typeof outboxResponse>;
