-- The intake's store statement refuses by raising (issue 10, intake speed). Until now it answered a row that said
-- "not placed" (sold out, voucher used up) and the API then rolled back; so COMMIT could only be sent after that
-- answer had come back, and the stock and voucher row locks the statement took were held for one more round trip.
-- Now a refusal is an error raised inside the statement: a success can be sent together with COMMIT (pg pipeline,
-- db/tx.ts queryAndCommit) and its locks are released the moment the statement ends on the server; a refusal fails
-- the statement and the server rolls the transaction back by itself.
--
-- intake_refuse(reason, detail) raises SQLSTATE 'BOI01' with the reason as message and the detail (e.g. the sold out
-- product's id) as DETAIL; api/src/orders/intake/store.ts turns it into the customer's message. It never returns.
create function intake_refuse(reason text, detail text) returns boolean
language plpgsql as $$
begin
  raise exception using errcode = 'BOI01', message = reason, detail = coalesce(detail, '');
end;
$$;
