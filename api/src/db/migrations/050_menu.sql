-- Menu builder and Voucher Manager (issue 12).

-- "Sold out until…" (86): a product whose sold_out_until is in the future cannot be ordered; it comes back by
-- itself when the time passes (no job needed). null: not sold out.
alter table products add column sold_out_until timestamptz;

-- A code's uses are its orders (orders.promo_code_id); "used up" compares their count with the usage limit.
create index orders_promo_code_idx on orders (promo_code_id) where promo_code_id is not null;
create index products_sold_out_idx on products (shop_id) where sold_out_until is not null;
