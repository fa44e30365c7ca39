// Writes src/api/field-limits.ts from the API's OpenAPI document: the length and range limits of
// every request field and of every query parameter, so forms and search boxes check what the API
// checks without copying numbers by hand.
// Usage: node scripts/generate-field-limits.mjs [openapi.json] [out.ts] (npm run generate:api runs it).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const KEYS = ['minLength', 'maxLength', 'minimum', 'maximum'];

/** The module's text for an OpenAPI document. */
export function fieldLimitsModule(doc) {
  const schemas = Object.entries(doc.components?.schemas ?? {})
    .map(([name, schema]) => {
      const fields = Object.entries(schema.properties ?? {})
        .map(([field, prop]) => [field, Object.fromEntries(KEYS.filter((k) => prop[k] !== undefined).map((k) => [k, prop[k]]))])
        .filter(([, limits]) => Object.keys(limits).length > 0);
      return [name, fields];
    })
    .filter(([, fields]) => fields.length > 0)
    .sort(([a], [b]) => a.localeCompare(b));
  const queries = Object.entries(doc.paths ?? {})
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, op]) => {
        const params = (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => [p.name, Object.fromEntries(KEYS.filter((k) => p.schema?.[k] !== undefined).map((k) => [k, p.schema[k]]))])
          .filter(([, limits]) => Object.keys(limits).length > 0);
        return [`${method.toUpperCase()} ${path}`, params];
      }),
    )
    .filter(([, params]) => params.length > 0)
    .sort(([a], [b]) => a.localeCompare(b));
  const block = (entries, key) =>
    entries
      .map(([name, fields]) => `  ${key(name)}: {\n${fields.map(([f, l]) => `    ${f}: { ${Object.entries(l).map(([k, v]) => `${k}: ${v}`).join(', ')} },`).join('\n')}\n  },`)
      .join('\n');
  return `// Generated from api/openapi.json by shared-ui/scripts/generate-field-limits.mjs (npm run
// generate:api): the limits the API validates, per request schema and field, and per operation
// and query parameter. Do not edit.
export const fieldLimits = {
${block(schemas, (name) => name)}
} as const;

export const queryLimits = {
${block(queries, (name) => `'${name}'`)}
} as const;
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const input = process.argv[2] ?? path.join(here, '..', '..', 'api', 'openapi.json');
  const output = process.argv[3] ?? path.join(here, '..', 'src', 'api', 'field-limits.ts');
  fs.writeFileSync(output, fieldLimitsModule(JSON.parse(fs.readFileSync(input, 'utf8'))));
  console.log(`Wrote ${path.relative(process.cwd(), output)}`);
}
