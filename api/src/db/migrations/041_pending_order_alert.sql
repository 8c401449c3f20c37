-- Issue 11: an order left pending for 5 minutes sends the shop's new-order e-mail once (when the shop's
-- notificationSettings.newOrder.email is on). Set in the statement that claims the order for the mail, so several
-- API replicas never send it twice.
alter table orders add column pending_alert_sent_at timestamptz;
create index orders_pending_alert_idx on orders (created_at) where status = 'pending' and pending_alert_sent_at is null;
