-- Once per customer (spec 001 §5 "each user may use a code once") also holds for guests who come back as a new guest:
-- a redemption remembers the customer's e-mail and phone, and a code is used at most once per e-mail and per phone.
-- A guest has no account, so a fresh POST /guests with the same details is the same person to the shop.

-- The phone as a key: digits only, NZ numbers typed with the trunk 0 ("021 555 0101") read as "+64 21 555 0101" does
-- (contracts rules/phone.ts phoneWithPrefix); fewer than 6 digits is no phone worth keying on.
create function customer_phone_key(phone text) returns text
language sql immutable as $$
  select case when length(d) < 6 then null else d end
  from (select case when btrim(phone) like '+%' then regexp_replace(phone, '[^0-9]', '', 'g')
                    else '64' || ltrim(regexp_replace(phone, '[^0-9]', '', 'g'), '0') end as d) k
$$;

alter table promo_code_redemptions add column customer_email text;
alter table promo_code_redemptions add column customer_phone text;
update promo_code_redemptions r set customer_email = lower(g.email), customer_phone = customer_phone_key(g.phone)
from guests g where g.id = r.guest_id;
update promo_code_redemptions r set customer_email = lower(u.email) from users u where u.id = r.user_id;
-- earlier double uses by one e-mail or phone stay on the books: only the first keeps the key
update promo_code_redemptions r set customer_email = null
where customer_email is not null and exists (
  select 1 from promo_code_redemptions f
  where f.promo_code_id = r.promo_code_id and f.customer_email = r.customer_email and f.id < r.id);
update promo_code_redemptions r set customer_phone = null
where customer_phone is not null and exists (
  select 1 from promo_code_redemptions f
  where f.promo_code_id = r.promo_code_id and f.customer_phone = r.customer_phone and f.id < r.id);
create unique index promo_code_redemptions_email_key on promo_code_redemptions (promo_code_id, customer_email)
  where customer_email is not null;
create unique index promo_code_redemptions_phone_key on promo_code_redemptions (promo_code_id, customer_phone)
  where customer_phone is not null;
