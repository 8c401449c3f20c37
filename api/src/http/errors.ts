import { describeZodError } from '@backoffice/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

/** An error whose message is meant for the person using the app (spec 000 §8: the toast shows `message`). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A machine-readable reason beside the message, for the few answers a client acts on (e.g. 'two-step-required'). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do that.') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** Fastify's own 4xx errors, reworded for people; the raw text can mention internals. */
function fastifyClientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large (the limit is 1 MiB).';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON (Content-Type: application/json).';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON object.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body does not match its Content-Length.';
    default:
      // JSON.parse failures (and prototype-poisoning rejections) arrive as SyntaxError with status 400.
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
        return 'The request body is not valid JSON.';
      return error.statusCode === 404 ? 'Not found' : 'The request could not be understood.';
  }
}

/**
 * Every error leaves as `{ message }`: our HttpErrors as they are, zod failures as 400 with the
 * contracts' wording, fastify's 4xx reworded, anything else as a logged 500 with no details.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError | Error, request, reply) => {
    if (error instanceof HttpError)
      return reply
        .status(error.statusCode)
        .send(error.code ? { message: error.message, code: error.code } : { message: error.message });
    if (error instanceof ZodError) return reply.status(400).send({ message: describeZodError(error) });
    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply.status(statusCode).send({ message: fastifyClientMessage(error as FastifyError) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: SERVER_ERROR_MESSAGE });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
}
