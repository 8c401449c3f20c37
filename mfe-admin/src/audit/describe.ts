import type { AdminAuditEntry } from '@backoffice/contracts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): string => (Array.isArray(value) && value.length > 0 ? value.join(', ') : 'none');
const person = (value: unknown): string => {
  if (typeof value !== 'object' || value === null) return 'someone';
  const { name, email } = value as { name?: unknown; email?: unknown };
  return text(name) ? `${text(name)} (${text(email)})` : text(email) || 'someone';
};

/** One line per audit entry, in the admin's words (what was done; who and when are shown beside it). */
export function describeAuditEntry(entry: AdminAuditEntry): string {
  const { details } = entry;
  const shop = text(details.shopName) || entry.shop?.name || 'a venue';
  switch (entry.action) {
    case 'shop.delete':
      return `Deleted the venue "${shop}"`;
    case 'shop.transfer':
      return `Transferred "${shop}" from ${person(details.from)} to ${person(details.to)}`;
    case 'shop.stripe-location': {
      const address = (details.address ?? {}) as Record<string, unknown>;
      const parts = ['line1', 'line2', 'city', 'postCode', 'country'].map((key) => text(address[key])).filter(Boolean);
      return `Set the payment location of "${shop}" to ${parts.join(', ')}`;
    }
    case 'shop.admin-write':
      return `Changed "${shop}" in the admin view: ${text(details.method)} ${text(details.path)}`;
    case 'user.roles':
      return `Changed roles from ${list(details.from)} to ${list(details.to)}`;
    case 'user.clear-cart':
      return `Cleared the cart (${Number(details.items ?? 0)} item${Number(details.items ?? 0) === 1 ? '' : 's'})`;
    case 'user.password-reset':
      return `Sent a password reset e-mail to ${text(details.email)}`;
  }
}
