/**
 * Checks answers of the service against the published contract (`src/api/openapi.json`) with a
 * third-party JSON Schema validator: Ajv (draft 2020-12, the dialect of OpenAPI 3.1) with
 * ajv-formats. For each answer it finds the operation by path template and method, the
 * documented response by status, and validates the body against the schema of its media type
 * and every documented header against its schema. Paths the document does not describe
 * (`/openapi.json`, deliberate unknown paths) and CORS preflights are counted, not validated.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: under tsx its default export arrives as the module object.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

const DOCUMENT_ID = 'https://contract.invalid/openapi.json';

interface MediaType {
  schema?: object;
}
interface Header {
  $ref?: string;
  schema?: { type?: string };
  required?: boolean;
}
interface ResponseObject {
  $ref?: string;
  description?: string;
  headers?: Record<string, Header>;
  content?: Record<string, MediaType>;
}
interface Operation {
  responses: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, object>;
    responses?: Record<string, ResponseObject>;
    headers?: Record<string, Header>;
  };
}

/** One answer to check. `path` is relative to the service's base address, query included. */
export interface Answer {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly headers: Headers;
  /** The raw body text ('' when empty). */
  readonly text: string;
}

export interface Verdict {
  /** The documented operation (`GET /events/{pid}`), or undefined when the path is not documented. */
  readonly operation?: string;
  /** What the answer does that the document does not allow; empty when it conforms. */
  readonly violations: readonly string[];
}

export const CONTRACT_URL = new URL('../../../src/api/openapi.json', import.meta.url);

export function loadContract(url: URL = CONTRACT_URL): OpenApiDocument {
  return JSON.parse(readFileSync(url, 'utf8')) as OpenApiDocument;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Validates answers against one OpenAPI document. */
export class ResponseValidator {
  private readonly ajv: Ajv2020;
  private readonly templates: { template: string; pattern: RegExp }[];
  private readonly compiled = new Map<string, ValidateFunction>();
  /** Answers checked against a documented operation, and answers on undocumented paths. */
  readonly counts = { validated: 0, undocumented: 0 };

  constructor(private readonly document: OpenApiDocument = loadContract()) {
    // `strict: false`: the document carries OpenAPI keywords (`x-extension`, `example`) that are
    // annotations to JSON Schema. Formats are asserted (`format: uri` on `Location`).
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addSchema({ ...document, $id: DOCUMENT_ID } as object, DOCUMENT_ID);
    // Literal paths before templated ones, so `/shows/{pid}/seats/` never shadows a literal.
    this.templates = Object.keys(document.paths)
      .map((template) => ({
        template,
        pattern: new RegExp(`^${escapeRegExp(template).replace(/\\\{[^}]+\\\}/g, '[^/]+')}$`),
      }))
      .sort((a, b) => Number(a.template.includes('{')) - Number(b.template.includes('{')));
  }

  /** The path template of a request path: exact, or the other spelling (with or without `/`). */
  templateOf(path: string): string | undefined {
    const bare = path.split('?')[0]!.split('#')[0]!;
    // An empty segment (`/hosts//`) names no documented path, whatever the spelling.
    if (bare.includes('//')) return undefined;
    const spellings = [bare, bare.endsWith('/') ? bare.slice(0, -1) : `${bare}/`];
    for (const spelling of spellings) {
      const found = this.templates.find(({ pattern }) => pattern.test(spelling));
      if (found) return found.template;
    }
    return undefined;
  }

  check(answer: Answer): Verdict {
    const template = this.templateOf(answer.path);
    const method = answer.method.toLowerCase();
    const operation = template ? this.document.paths[template]?.[method] : undefined;
    // OPTIONS is the CORS preflight, answered the same on every path before any route: HTTP's,
    // not the API's (OpenAPI documents no preflight).
    if (!template || method === 'options') {
      this.counts.undocumented += 1;
      return { violations: [] };
    }
    this.counts.validated += 1;
    const name = `${answer.method.toUpperCase()} ${template}`;
    if (!operation) {
      // Only 405 may answer a verb the path does not document; 404/401 come before routing.
      const allowed = [401, 404, 405];
      return {
        operation: name,
        violations: allowed.includes(answer.status)
          ? []
          : [`${name} is not documented (answered ${answer.status})`],
      };
    }
    const status = String(answer.status);
    const response = this.resolveResponse(
      operation.responses[status] ?? operation.responses[`${status[0]}XX`] ?? operation.responses.default,
    );
    if (!response) return { operation: name, violations: [`${name}: status ${status} is not documented`] };
    const violations: string[] = [];
    this.checkHeaders(name, status, response, answer.headers, violations);
    if (answer.method.toUpperCase() !== 'HEAD') this.checkBody(name, status, response, answer, violations);
    return { operation: name, violations };
  }

  private resolveResponse(response: ResponseObject | undefined): ResponseObject | undefined {
    if (!response?.$ref) return response;
    const key = response.$ref.replace('#/components/responses/', '');
    return this.document.components.responses?.[key];
  }

  private resolveHeader(header: Header): Header {
    if (!header.$ref) return header;
    return this.document.components.headers?.[header.$ref.replace('#/components/headers/', '')] ?? header;
  }

  private checkHeaders(
    name: string,
    status: string,
    response: ResponseObject,
    headers: Headers,
    violations: string[],
  ): void {
    for (const [headerName, reference] of Object.entries(response.headers ?? {})) {
      const header = this.resolveHeader(reference);
      const value = headers.get(headerName);
      if (value === null) {
        if (header.required) violations.push(`${name} ${status}: header ${headerName} is required`);
        continue;
      }
      if (!header.schema) continue;
      const typed =
        header.schema.type === 'integer' || header.schema.type === 'number' ? Number(value) : value;
      const validate = this.ajv.compile(header.schema);
      if (!validate(typed)) {
        violations.push(
          `${name} ${status}: header ${headerName}: ${JSON.stringify(value)} ${this.ajv.errorsText(validate.errors)}`,
        );
      }
    }
  }

  private checkBody(
    name: string,
    status: string,
    response: ResponseObject,
    answer: Answer,
    violations: string[],
  ): void {
    const content = response.content ?? {};
    const mediaTypes = Object.keys(content);
    if (answer.text === '') {
      if (mediaTypes.length > 0)
        violations.push(`${name} ${status}: the body is empty, the document says ${mediaTypes.join(', ')}`);
      return;
    }
    if (mediaTypes.length === 0) {
      violations.push(`${name} ${status}: a body where the document says none: ${answer.text.slice(0, 200)}`);
      return;
    }
    const contentType = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const mediaType = mediaTypes.find((type) => type.toLowerCase() === contentType);
    if (!mediaType) {
      violations.push(
        `${name} ${status}: Content-Type ${contentType || '(none)'} is not one of ${mediaTypes.join(', ')}`,
      );
      return;
    }
    const schema = content[mediaType]!.schema;
    if (!schema) return;
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      violations.push(`${name} ${status}: the ${mediaType} body is not JSON`);
      return;
    }
    const validate = this.validatorFor(name, status, mediaType, schema);
    if (!validate(body)) {
      const errors = (validate.errors ?? [])
        .slice(0, 5)
        .map(
          (error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
        );
      violations.push(`${name} ${status}: ${errors.join('; ')}`);
    }
  }

  /** A compiled validator per operation, status and media type; `$ref`s resolve in the document. */
  private validatorFor(name: string, status: string, mediaType: string, schema: object): ValidateFunction {
    const key = `${name} ${status} ${mediaType}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(rebase(schema));
      this.compiled.set(key, validate);
    }
    return validate;
  }
}

/** Points the local `$ref`s (`#/components/…`) of an inline schema at the document. */
function rebase(node: unknown): object {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) =>
        key === '$ref' && typeof inner === 'string' && inner.startsWith('#')
          ? [key, `${DOCUMENT_ID}${inner}`]
          : [key, walk(inner)],
      ),
    );
  };
  return walk(node) as object;
}
