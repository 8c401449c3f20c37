import { describeZodError } from '@backoffice/contracts';
import type { z } from 'zod';
import { badRequest } from './errors';

/** Parses request input with a contracts schema; failure is a 400 whose message names the field. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describeZodError(result.error));
  return result.data;
}

/** Bodies must be JSON objects; a text/plain string or a missing body gets a plain explanation. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('The request body must be a JSON object.');
  return parseInput(schema, body);
}
