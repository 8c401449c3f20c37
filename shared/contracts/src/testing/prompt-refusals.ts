import { RECEIPT_EMAIL_MESSAGE } from '../api/orders';
import { MESSAGES } from '../constants';
import { TABLE_CAPACITY_MESSAGE } from '../entities/shop';
import { phoneWithPrefix } from '../rules/phone';

/**
 * Rules once, shown for the prompts and the contact details form: answers the API route refuses, each with the one
 * message the merchant reads. The form (the caller of shared/ui's PromptDialog or ContactDetailsForm, with the
 * route's contracts schema) and the route both run every case and must refuse it with exactly this message, so they
 * cannot drift apart.
 */
export interface PromptRefusalCase {
  prompt: 'kiosk name' | 'table number' | 'table capacity' | 'receipt address';
  name: string;
  /** What the merchant types into the prompt. */
  typed: string;
  /** What the route receives for it, when not the typed text (a capacity is sent as a number). */
  sent?: unknown;
  message: string;
}

export const PROMPT_REFUSAL_CASES: readonly PromptRefusalCase[] = [
  { prompt: 'kiosk name', name: 'only spaces', typed: '   ', message: MESSAGES.invalidKioskName },
  {
    prompt: 'kiosk name',
    name: 'over 100 characters',
    typed: 'K'.repeat(101),
    message: 'Kiosk name must be at most 100 characters',
  },
  {
    prompt: 'table number',
    name: 'over 40 characters',
    typed: 'T'.repeat(41),
    message: 'Table number must be at most 40 characters',
  },
  { prompt: 'table capacity', name: 'a word', typed: 'four', message: TABLE_CAPACITY_MESSAGE },
  { prompt: 'table capacity', name: 'a part seat', typed: '4.5', sent: 4.5, message: TABLE_CAPACITY_MESSAGE },
  { prompt: 'table capacity', name: 'below 0', typed: '-1', sent: -1, message: 'Capacity must be at least 0' },
  { prompt: 'table capacity', name: 'over 1000', typed: '1001', sent: 1001, message: 'Capacity must be at most 1000' },
  { prompt: 'receipt address', name: 'empty', typed: '', message: RECEIPT_EMAIL_MESSAGE },
  { prompt: 'receipt address', name: 'two dots in a row', typed: 'aroha..ngata@example.test', message: RECEIPT_EMAIL_MESSAGE },
];

type ContactField = 'name.given' | 'name.family' | 'profile.email' | 'profile.phone';

export interface ContactRefusalCase {
  /** The field's path in contracts `contactDetailsForm` (and in the route's `userInfo`). */
  path: ContactField;
  /** Its label in the form. */
  label: string;
  name: string;
  typed: string;
  message: string;
}

const LABELS: Record<ContactField, string> = {
  'name.given': 'First name',
  'name.family': 'Last name',
  'profile.email': 'Email',
  'profile.phone': 'Phone',
};
const contact = (path: ContactField, name: string, typed: string, message: string): ContactRefusalCase => ({
  path,
  label: LABELS[path],
  name,
  typed,
  message,
});

export const CONTACT_REFUSAL_CASES: readonly ContactRefusalCase[] = [
  contact('name.given', 'only spaces', '  ', 'First name is required'),
  contact('name.family', 'over 100 characters', 'N'.repeat(101), 'Last name must be at most 100 characters'),
  contact('profile.email', 'empty', '', 'Email is required'),
  contact('profile.email', 'not an address', 'not-an-email', 'Please enter a valid e-mail address'),
  contact('profile.phone', 'empty', '', 'Phone is required'),
  contact('profile.phone', 'too few digits', '21', 'Phone must have at least 6 digits'),
  contact('profile.phone', 'letters', 'call me', 'Phone may hold digits, spaces and a leading +'),
];

/**
 * The route's `userInfo` for a case: a valid person with the case's field as the form would send it (the phone
 * with its +64 in front, contracts `phoneWithPrefix`).
 */
export function contactUserInfo(refusal: ContactRefusalCase): {
  name: { given: string; family: string };
  profile: { email: string; phone: string };
} {
  const info = {
    name: { given: 'Hana', family: 'Ngata' },
    profile: { email: 'hana.rules-once@example.test', phone: '+64 21 555 0199' },
  };
  const [group, key] = refusal.path.split('.') as ['name' | 'profile', string];
  const value = refusal.path === 'profile.phone' ? phoneWithPrefix(refusal.typed) : refusal.typed;
  (info[group] as Record<string, string>)[key] = value;
  return info;
}
