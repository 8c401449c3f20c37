import { z } from 'zod';

/**
 * Validation messages in the merchant's words: no field path ("productInfo.price: …"), no storage unit ("cents"),
 * no internal name. A schema's own message is a sentence that names its field ("Price must be between …"); zod's
 * defaults are replaced by `merchantIssue` with a `{field}` placeholder that `describeZodError` fills with the
 * field's label (`fieldLabel`): the API's 400s and the forms read the same words.
 */
const FIELD = '{field}';

/** Labels that a key's words do not give (abbreviations, spec names). The rest: the key in words ("minSelection" → "Min selection"). */
const FIELD_LABELS: Record<string, string> = {
  SKU: 'SKU',
  _id: 'Id',
  id: 'Id',
  formatted_address: 'Address',
  lat: 'Latitude',
  lng: 'Longitude',
  isPOSOrder: 'POS order',
  importFonts: 'Font import',
  hero: 'Hero image',
  url: 'Address',
};

/** A path's last named part, in words ("lineItems.0.quantity" → "Quantity"). */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const named = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (named === undefined) return 'This value';
  // a MongoDB-style key ("$push": { "dineIn.tables": … }) is a path of its own: its last part names the field
  const key = named.split('.').pop() ?? named;
  const known = FIELD_LABELS[key];
  if (known) return known;
  // camelCase into words; an acronym stays as it is ("EFTPOSProvider" → "EFTPOS provider", "GSTNumber" → "GST number")
  const words = key
    .replace(/Info$/, '')
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((word) => (/^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'This field';
}

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a set of fields',
  date: 'a date',
};

const quantity = (n: number | bigint) => (typeof n === 'bigint' ? n.toString() : String(n));

/** zod's default issues in words with `{field}` (schema-level messages take precedence over this). */
function merchantIssue(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${FIELD} is required`;
      return `${FIELD} must be ${TYPE_WORDS[issue.expected] ?? 'of another kind'}`;
    case 'too_small': {
      const min = quantity(issue.minimum as number | bigint);
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? `${FIELD} is required` : `${FIELD} must be at least ${min} characters`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${FIELD} must have at least ${min} item${min === '1' ? '' : 's'}`;
      return issue.inclusive === false ? `${FIELD} must be more than ${min}` : `${FIELD} must be at least ${min}`;
    }
    case 'too_big': {
      const max = quantity(issue.maximum as number | bigint);
      if (issue.origin === 'string') return `${FIELD} must be at most ${max} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${FIELD} must have at most ${max} items`;
      return issue.inclusive === false ? `${FIELD} must be less than ${max}` : `${FIELD} must be at most ${max}`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return `${FIELD} must be an e-mail address`;
      if (issue.format === 'url') return `${FIELD} must be a web address`;
      if (issue.format === 'datetime' || issue.format === 'date') return `${FIELD} must be a date`;
      return `${FIELD} is not in the right format`;
    case 'invalid_value':
      return issue.values.length <= 6
        ? `${FIELD} must be one of: ${issue.values.map((value) => String(value)).join(', ')}`
        : `${FIELD} is not one of the choices`;
    case 'not_multiple_of':
      return `${FIELD} must be a multiple of ${quantity(issue.divisor as number | bigint)}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    default:
      return `${FIELD} is not valid`;
  }
}

let configured = false;
/** Installs `merchantIssue` as zod's error map (module load of contracts; idempotent). */
export function useMerchantWords(): void {
  if (configured) return;
  configured = true;
  z.config({ customError: merchantIssue });
}
useMerchantWords();

/** One issue as a sentence: `{field}` filled, a message that starts mid-sentence ("must be …") given its label. */
export function describeIssue(issue: Pick<z.core.$ZodIssue, 'message' | 'path'>): string {
  const named = issue.path.some((part) => typeof part === 'string');
  const label = named ? fieldLabel(issue.path) : 'This value';
  const message = issue.message.replaceAll(FIELD, label);
  if (!/^[a-z]/.test(message)) return message;
  // "end must not be before start": the sentence names its field already, it only wants its capital
  const firstWord = message.split(/\s/, 1)[0] ?? '';
  if (!named || firstWord.toLowerCase() === label.toLowerCase()) return message.charAt(0).toUpperCase() + message.slice(1);
  return `${label} ${message}`;
}
