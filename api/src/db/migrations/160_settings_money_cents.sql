-- Settings money in integer cents (house rule: money is integer cents everywhere). Delivery, tab and loyalty amounts
-- were stored in dollars as typed; each row is converted once and marked `moneyUnit: 'cents'`. The API reads a row
-- without the mark as dollars (shops/settings-money.ts), so rows this has not reached yet still read right.
create function settings_money_cents_160(settings jsonb) returns jsonb language plpgsql as $$
declare
  result jsonb := settings;
  money_path text;
  amount jsonb;
begin
  foreach money_path in array array[
    '{delivery,orderMinimum}', '{delivery,costPerKilometers}', '{delivery,fixedCost}', '{delivery,freeDeliveryMinSpend}',
    '{tabSettings,maximumAmount}', '{loyalty,reward,discountAmount}'
  ] loop
    amount := result #> money_path::text[];
    if jsonb_typeof(amount) = 'number' then
      result := jsonb_set(result, money_path::text[], to_jsonb(round(amount::text::numeric * 100)::bigint));
    end if;
  end loop;
  if jsonb_typeof(result #> '{delivery,priceTable}') = 'array' then
    result := jsonb_set(result, '{delivery,priceTable}', (
      select coalesce(jsonb_agg(
               case when jsonb_typeof(entry -> 'fee') = 'number'
                 then jsonb_set(entry, '{fee}', to_jsonb(round((entry ->> 'fee')::numeric * 100)::bigint))
                 else entry end
               order by position), '[]'::jsonb)
      from jsonb_array_elements(result #> '{delivery,priceTable}') with ordinality as rows(entry, position)));
  end if;
  return result || '{"moneyUnit": "cents"}'::jsonb;
end
$$;

update shops set settings = settings_money_cents_160(settings) where settings ->> 'moneyUnit' is distinct from 'cents';

drop function settings_money_cents_160(jsonb);
