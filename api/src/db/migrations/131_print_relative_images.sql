-- Our own uploaded images are stored origin-relative (`/api/images/<shop>/<file>`), never with the host name they
-- happened to be uploaded through: an absolute `http://localhost:3000/api/images/…` broke (CSP, wrong host) when the
-- same data was opened at 127.0.0.1 or a real domain. This rewrites what was stored before; images on an outside image
-- host (any other path) are left as they are.
update shops set settings = regexp_replace(settings::text, '"https?://[^"/\\]+/api/images/', '"/api/images/', 'g')::jsonb
  where settings::text ~ '"https?://[^"/\\]+/api/images/';
update products set icon = regexp_replace(icon::text, '"https?://[^"/\\]+/api/images/', '"/api/images/', 'g')::jsonb
  where icon::text ~ '"https?://[^"/\\]+/api/images/';
update products set images = regexp_replace(images::text, '"https?://[^"/\\]+/api/images/', '"/api/images/', 'g')::jsonb
  where images::text ~ '"https?://[^"/\\]+/api/images/';
update embed_keys set layouts = regexp_replace(layouts::text, '"https?://[^"/\\]+/api/images/', '"/api/images/', 'g')::jsonb
  where layouts::text ~ '"https?://[^"/\\]+/api/images/';
update embed_keys set draft_layouts = regexp_replace(draft_layouts::text, '"https?://[^"/\\]+/api/images/', '"/api/images/', 'g')::jsonb
  where draft_layouts::text ~ '"https?://[^"/\\]+/api/images/';
update embed_layout_versions set layouts = regexp_replace(layouts::text, '"https?://[^"/\\]+/api/images/', '"/api/images/', 'g')::jsonb
  where layouts::text ~ '"https?://[^"/\\]+/api/images/';
update kiosks set layout_config = regexp_replace(layout_config::text, '"https?://[^"/\\]+/api/images/', '"/api/images/', 'g')::jsonb
  where layout_config::text ~ '"https?://[^"/\\]+/api/images/';
update kiosks set draft_layout_config = regexp_replace(draft_layout_config::text, '"https?://[^"/\\]+/api/images/', '"/api/images/', 'g')::jsonb
  where draft_layout_config::text ~ '"https?://[^"/\\]+/api/images/';
update kiosk_layout_versions set layouts = regexp_replace(layouts::text, '"https?://[^"/\\]+/api/images/', '"/api/images/', 'g')::jsonb
  where layouts::text ~ '"https?://[^"/\\]+/api/images/';
update users set picture_url = regexp_replace(picture_url, '^https?://[^/\\]+/api/images/', '/api/images/')
  where picture_url ~ '^https?://[^/\\]+/api/images/';
