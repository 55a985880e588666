import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

type Answer = { content?: Record<string, { schema: unknown }> };
type Operation = { operationId: string; responses: Record<string, Answer> };
type Document = { paths: Record<string, Record<string, Operation>> };

// ajv-formats is published as CommonJS with its function as the default export.
export const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/** Paths served beside the document, not described in it. */
const undocumented = /^\/api\/(docs(\/.*)?|openapi\.json\/?)$/;
const apiPath = /^\/(api|auth\/token)(\/|$)/;

/**
 * The OpenAPI document as a judge of answers: for a request and its answer, says how the answer departs from the
 * document (an operation that is not there, a status it does not list, a body that breaks the schema for that
 * status, a body without the JSON content type, a 204 with a body), or null when it keeps to it.
 */
export function contractOf(document: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema(document, 'openapi.json');
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      // `{id}` matches one segment; the trailing slash is optional, as the server answers both.
      pattern: new RegExp(`^${path.replace(/\/$/, '').replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
      operation,
    })),
  );
  // A path of fixed words (`/api/golf_courses/registered/`) is preferred to one with an id that would match it too.
  operations.sort((a, b) => a.path.split('{').length - b.path.split('{').length);
  const validators = new Map<string, ValidateFunction>();
  const validatorOf = (pointer: string) => {
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi.json#${pointer}` });
      validators.set(pointer, validate);
    }
    return validate;
  };
  const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

  return {
    deviation(request: { method: string; url: string }, response: LightMyRequestResponse): string | null {
      const method = request.method.toUpperCase();
      // The server ignores repeated slashes, so the document is read without them.
      const path = request.url.split(/[?#]/)[0]!.replace(/\/{2,}/g, '/');
      const status = response.statusCode;
      if (undocumented.test(path)) return null;
      const match = operations.find(
        (candidate) => candidate.method === (method === 'HEAD' ? 'GET' : method) && candidate.pattern.test(path),
      );
      if (!match) {
        return apiPath.test(path) && status !== 404
          ? `${method} ${path} answered ${status}, but the document has no operation for it`
          : null;
      }
      const where = `${match.operation.operationId} (${method} ${match.path})`;
      const answer = match.operation.responses[String(status)];
      if (!answer) {
        const listed = Object.keys(match.operation.responses).join(', ');
        return `${where} answered ${status}, a status the document does not list (it lists ${listed}): ${response.body}`;
      }
      if (!answer.content || method === 'HEAD') {
        return response.body === '' ? null : `${where} answered ${status} with a body, where the document has none`;
      }
      const contentType = String(response.headers['content-type'] ?? '');
      const mediaType = contentType.split(';')[0]!.trim();
      // A file (an image, a PDF, a CSV): its content type must be one the document lists, and it must have bytes.
      if (!answer.content['application/json'] || (mediaType !== 'application/json' && answer.content[mediaType])) {
        if (!Object.hasOwn(answer.content, mediaType)) {
          return `${where} answered ${status} with the content type "${contentType}", which the document does not list`;
        }
        return response.rawPayload.length > 0 ? null : `${where} answered ${status} with an empty body`;
      }
      if (!contentType.startsWith('application/json')) {
        return `${where} answered ${status} with the content type "${contentType}", not application/json`;
      }
      const pointer = `/paths/${escape(match.path)}/${match.method.toLowerCase()}/responses/${status}/content/application~1json/schema`;
      const validate = validatorOf(pointer);
      if (validate(JSON.parse(decoded(response)))) return null;
      const [first] = validate.errors ?? [];
      return `${where} answered ${status} with a body that breaks its schema: ${first?.instancePath || '(the body)'} ${first?.message} ${JSON.stringify(first?.params)}`;
    },
  };
}

/** The body as the client reads it: a compressed answer (the client asked for it) is read decompressed. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
}
