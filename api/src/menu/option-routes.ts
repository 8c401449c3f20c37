import { createOptionRequest, idParams, optionSetProblem, updateOptionRequest } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { badRequest, notFound } from '../http/errors';
import { bodyOf, paramsOf } from '../http/validate';
import { categoryForCaller, optionForCaller } from './access';
import { MENU_MESSAGES } from './messages';
import { findOptionSet, forgetOptionSet, insertOptionSet, updateOptionSetRow } from './repo';
import { toOptionSet } from './serialize';
import { storedValues } from './validation';

const MENU_EDIT = { shopPermission: 'menu.edit' } as const;

/** Option sets (spec 001 §7 "options"): read, create, save and delete. */
export async function optionRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get('/options/:id', { schema: { params: idParams }, config: { shopPermission: 'menu.availability' } }, async (request) => {
    const { id } = paramsOf(request);
    const row = await optionForCaller(db, request, id);
    return { option: toOptionSet(row) };
  });

  app.post('/options', { schema: { body: createOptionRequest }, config: MENU_EDIT }, async (request, reply) => {
    const { optionInfo } = bodyOf(request);
    const option = await db.transaction(async (tx) => {
      const category = await categoryForCaller(tx, request, optionInfo.category, true);
      if (optionInfo.shop && optionInfo.shop !== category.shop_id) throw notFound(MENU_MESSAGES.categoryNotFound);
      // spec 001 §5 needs only a name to create; the option form then sets the type (wheel until then)
      const values = {
        name: optionInfo.name,
        type: optionInfo.type ?? 'wheel',
        minSelection: optionInfo.minSelection ?? null,
        maxSelection: optionInfo.maxSelection ?? null,
        values: storedValues(optionInfo.values ?? []),
      };
      const problem = optionSetProblem(values);
      if (problem) throw badRequest(problem);
      const id = await insertOptionSet(tx, category.shop_id, category.id, values);
      const row = await findOptionSet(tx, id);
      if (!row) throw new Error('option set vanished after insert');
      return toOptionSet(row);
    });
    reply.status(201);
    return { option };
  });

  app.put('/options/:id', { schema: { params: idParams, body: updateOptionRequest }, config: MENU_EDIT }, async (request) => {
    const { id } = paramsOf(request);
    const option = await db.transaction(async (tx) => {
      const row = await optionForCaller(tx, request, id, true);
      const patch = bodyOf(request);
      const type = patch.type ?? row.type;
      const values = {
        name: patch.name ?? row.name,
        type,
        // min/max mean something only for multi (spec 001 §3): cleared for the other types
        minSelection: type === 'multi' ? (patch.minSelection !== undefined ? patch.minSelection : row.min_selection) : null,
        maxSelection: type === 'multi' ? (patch.maxSelection !== undefined ? patch.maxSelection : row.max_selection) : null,
        values: patch.values ? storedValues(patch.values) : (row.values ?? []),
      };
      const problem = optionSetProblem(values);
      if (problem) throw badRequest(problem);
      await updateOptionSetRow(tx, id, values);
      const updated = await findOptionSet(tx, id);
      if (!updated) throw new Error('option set vanished during update');
      return toOptionSet(updated);
    });
    return { option };
  });

  app.delete('/options/:id', { schema: { params: idParams }, config: MENU_EDIT }, async (request) => {
    const { id } = paramsOf(request);
    await db.transaction(async (tx) => {
      const row = await optionForCaller(tx, request, id, true);
      await tx.query('delete from option_sets where id = $1', [id]);
      await forgetOptionSet(tx, row.category_id, id);
    });
    return { message: MENU_MESSAGES.optionDeleted };
  });
}
