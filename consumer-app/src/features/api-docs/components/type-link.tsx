import { Box, Link } from '@mui/material';
import type { TypeRef } from '../build-api-docs';
import { slugify } from '../build-api-docs';

export const codeSx = { fontFamily: 'monospace', fontSize: '0.85rem', overflowWrap: 'anywhere' } as const;

/** A type; a named schema in it links to that schema's description further down the page. */
export function TypeLink({ type }: { type: TypeRef }) {
  if (!type.schema) {
    return (
      <Box component="code" sx={codeSx}>
        {type.text}
      </Box>
    );
  }
  const at = type.text.indexOf(type.schema);
  const before = at >= 0 ? type.text.slice(0, at) : '';
  const after = at >= 0 ? type.text.slice(at + type.schema.length) : '';
  return (
    <Box component="code" sx={codeSx}>
      {before}
      <Link href={`#schema-${slugify(type.schema)}`}>{type.schema}</Link>
      {after}
    </Box>
  );
}
