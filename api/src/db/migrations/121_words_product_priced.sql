-- A product created by its name alone has no price yet (spec 001 §5 "Create product: name required"): it is stored
-- hidden with price 0 and `priced = false`, so a 0 the merchant never typed cannot be sold. Saving a price (0 included,
-- when typed) sets it; only a priced product with a description can be switched on (api/src/menu/routes.ts).
alter table products add column priced boolean not null default true;
