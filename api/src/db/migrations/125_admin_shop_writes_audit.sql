-- An admin's write to a shop they do not own (spec 000 §6 admin-only fields, spec 001 §6 Add Kiosk, worked from the
-- merchant's own screens) is audited like the admin actions: one entry per write, with the route and a summary of
-- what was sent (secrets left out).
alter table admin_audit_log drop constraint admin_audit_log_action_check;
alter table admin_audit_log add constraint admin_audit_log_action_check check (
  action in (
    'shop.delete', 'shop.transfer', 'shop.stripe-location', 'shop.admin-write',
    'user.roles', 'user.clear-cart', 'user.password-reset'
  )
);
