-- Issue 11 "pause until": while set and in the future the shop is stopped (status 'Active'); at this instant it takes
-- orders again by itself (api/src/orders/pause.ts resumes it on the next read or order). Null: no pause.
alter table shops add column orders_paused_until timestamptz;
