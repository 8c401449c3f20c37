-- Menu builder and Voucher Manager (issue 12).

-- "Sold out until…" (86): a product whose sold_out_until is in the future cannot be ordered; it comes back by
-- itself when the time passes (no job needed). null: not sold out.
alter table products add column sold_out_until timestamptz;

-- Reordering must never leave two siblings with the same displayOrder. Deferred, so one reorder statement (or
-- transaction) may pass through intermediate states; checked when it commits.
alter table categories add constraint categories_shop_order_key unique (shop_id, display_order) deferrable initially deferred;
alter table products add constraint products_category_order_key unique (category_id, display_order) deferrable initially deferred;
alter table option_sets add constraint option_sets_category_order_key unique (category_id, display_order) deferrable initially deferred;

-- A code's uses are its orders (orders.promo_code_id); "used up" compares their count with the usage limit.
create index orders_promo_code_idx on orders (promo_code_id) where promo_code_id is not null;
create index products_sold_out_idx on products (shop_id) where sold_out_until is not null;
