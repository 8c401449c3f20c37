-- Settings (issue 13): a dynamic-location shop follows its owner's signed-in device (spec 000 §2 Location). The last
-- position that device shared (PUT /api/shops/{shopId}/device-location), and when the server received it. Columns on
-- the shop row, so every shop read already carries them (no extra query); all null until the first share.
alter table shops add column device_latitude double precision check (device_latitude between -90 and 90);
alter table shops add column device_longitude double precision check (device_longitude between -180 and 180);
alter table shops add column device_accuracy_m double precision check (device_accuracy_m >= 0);
alter table shops add column device_located_at timestamptz;
