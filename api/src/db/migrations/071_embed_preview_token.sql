-- The draft preview link a phone opens through a QR code (issue 14): an unguessable token per embed key, made on the
-- first request for the link. Whoever holds it can read the draft layout (nothing else) through the public
-- GET /api/embed-preview/:token, which is how the store shows the draft before it is published.
alter table embed_keys add column preview_token text;
create unique index embed_keys_preview_token_key on embed_keys (preview_token);
