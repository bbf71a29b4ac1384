import fc from 'fast-check';

/** The part of JSON Schema (2020-12, as `z.toJSONSchema` writes it) our contracts use. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

const formats: Record<string, fc.Arbitrary<string>> = {
  email: fc.emailAddress(),
  uuid: fc.uuid({ version: 4 }),
  'date-time': fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  date: fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  uri: fc.webUrl(),
};

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format && formats[schema.format]) return formats[schema.format]!;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.min(schema.maxLength ?? minLength + 20, minLength + 40) });
}

function numberOf(schema: JsonSchema, isInteger: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 100_000);
  return isInteger
    ? fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) })
    : fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
}

function ofType(type: string, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? jsonSchemaArbitrary(schema.items, depth + 1) : fc.anything(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4),
      });
    case 'object':
      return objectOf(schema, depth);
    default:
      return fc.anything();
  }
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(([name, property]) => [
    name,
    jsonSchemaArbitrary(property, depth + 1),
  ]);
  return fc.record(Object.fromEntries(entries) as Record<string, fc.Arbitrary<unknown>>, {
    requiredKeys: [...required].filter((name) => name in properties),
  });
}

/**
 * Values that a JSON Schema describes, as far as it describes them: refinements it cannot say (a password's rules,
 * one field compared with another) may still refuse some, which is as useful to a fuzzer as what passes.
 */
export function jsonSchemaArbitrary(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => jsonSchemaArbitrary(choice, depth + 1)));
  if (schema.allOf?.length) return jsonSchemaArbitrary(schema.allOf[0]!, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return schema.properties ? objectOf(schema, depth) : fc.anything({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => ofType(type, schema, depth)));
}
