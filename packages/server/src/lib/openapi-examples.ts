/**
 * An example for each request and answer in the OpenAPI document, made from the route's own
 * JSON schema, so the example cannot drift from what the route accepts and answers: a value of
 * the schema's type and format, the first of an enum, within its bounds, with names that read as
 * a site's (an id is a number, a date is a date, a name is a name).
 */

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
}

const EXAMPLE_DATE = '2026-11-27';
const EXAMPLE_INSTANT = '2026-11-27T14:30:00.000Z';
const DEPTH = 12;

/** Words a string field's name suggests, checked in order (lower-cased name contains the key). */
const NAMED_STRINGS: [string, string][] = [
  ['email', 'ana.alvarez@example.com'],
  ['phone', '+15555550123'],
  ['url', 'https://example.com/hooks/siteline'],
  ['uri', 'https://example.com/integrations/callback'],
  ['firstname', 'Ana'],
  ['lastname', 'Alvarez'],
  ['company', 'Northside Electric'],
  ['contract', 'Electrical'],
  ['trade', 'Electrical'],
  ['zone', 'Level 1'],
  ['title', 'Harbor Tower'],
  ['project', 'Harbor Tower'],
  ['tag', 'E2003412'],
  ['serial', 'RD-0042'],
  ['timezone', 'America/New_York'],
  ['password', 'correct horse battery staple'],
  ['note', 'At the muster point'],
  ['description', 'Site office dashboard'],
  ['secret', 'whsec_3f0b8f0e2a11'],
  ['hint', 'whsec_…2a11'],
  ['code', 'ELEC-01'],
  ['message', 'Gate 2 is closed today; use Gate 1.'],
  ['name', 'Ana Alvarez'],
];

function stringExample(schema: JsonSchema, name: string): string {
  switch (schema.format ?? '') {
    case 'date':
      return EXAMPLE_DATE;
    case 'date-time':
      return EXAMPLE_INSTANT;
    case 'time':
      return '19:00:00';
    case 'email':
      return 'ana.alvarez@example.com';
    case 'uri':
    case 'url':
      return 'https://example.com/hooks/siteline';
    case 'uuid':
      return '7d9c1c52-52cf-4c1e-9a52-3f0b8f0e2a11';
    default:
  }
  const key = name.toLowerCase().replace(/[^a-z]/g, '');
  const candidates = [
    ...NAMED_STRINGS.filter(([word]) => key.includes(word)).map(([, text]) => text),
    'Electrical',
    '1024',
    '07:00',
    'ABC',
  ];
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Infinity) &&
    (schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(text));
  const found = candidates.find(fits);
  if (found !== undefined) return found;
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

function numberExample(schema: JsonSchema, name: string, integer: boolean): number {
  const low =
    typeof schema.exclusiveMinimum === 'number'
      ? schema.exclusiveMinimum + 1
      : (schema.minimum ?? -Infinity);
  const high = schema.maximum ?? Infinity;
  const wanted = /id$/i.test(name) ? 42 : /count|total|size/i.test(name) ? 12 : integer ? 8 : 7.5;
  return Math.min(high, Math.max(low, wanted));
}

/** A value the schema describes; undefined when it cannot say (an unresolved reference). */
function exampleOf(schema: JsonSchema | undefined, name = '', depth = 0): unknown {
  if (!schema || depth > DEPTH) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    const chosen = variants.find((v) => v.type !== 'null') ?? variants[0];
    return exampleOf(chosen, name, depth + 1);
  }
  if (schema.allOf?.length) {
    return Object.assign(
      {},
      ...schema.allOf.map((part) => exampleOf(part, name, depth + 1) as object),
    ) as unknown;
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : undefined);
  switch (type ?? '') {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        const value = exampleOf(property, key, depth + 1);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'array': {
      if (schema.prefixItems) return schema.prefixItems.map((s) => exampleOf(s, name, depth + 1));
      const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
      const one = exampleOf(items, name.replace(/s$/, ''), depth + 1);
      return one === undefined
        ? []
        : Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => one);
    }
    case 'string':
      return stringExample(schema, name);
    case 'integer':
      return numberExample(schema, name, true);
    case 'number':
      return numberExample(schema, name, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

/** The schema with `examples: [its example]` when it has none and one can be made. */
export function withExample<T extends object>(schema: T): T {
  const s = schema as JsonSchema;
  if (s.example !== undefined || s.examples?.length) return schema;
  const example = exampleOf(s);
  return example === undefined ? schema : { ...schema, examples: [example] };
}

/** Path and query parameters: each property with its own example (OpenAPI puts one on each). */
export function withPropertyExamples<T extends object>(schema: T): T {
  const s = schema as JsonSchema;
  if (!s.properties) return schema;
  const properties = Object.fromEntries(
    Object.entries(s.properties).map(([key, property]) => {
      if (property.example !== undefined || property.examples?.length) return [key, property];
      const example = exampleOf(property, key);
      return [key, example === undefined ? property : { ...property, examples: [example] }];
    }),
  );
  return { ...schema, properties };
}
