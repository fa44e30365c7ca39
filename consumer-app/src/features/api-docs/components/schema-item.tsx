import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import type { SchemaView } from '../build-api-docs';
import { CodeBlock } from './code-block';
import { FieldsTable } from './fields-table';
import { codeSx, TypeLink } from './type-link';

export function SchemaItem({ schema, expanded, onToggle }: { schema: SchemaView; expanded: boolean; onToggle: (id: string, open: boolean) => void }) {
  return (
    <Accordion
      id={schema.id}
      expanded={expanded}
      onChange={(_, open) => onToggle(schema.id, open)}
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h3' } }}
      sx={{ scrollMarginTop: 88, '&:not(:last-of-type)': { borderBottom: 0 } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${schema.id}-details`} id={`${schema.id}-summary`}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5, minWidth: 0 }}>
          <Box component="code" sx={{ ...codeSx, fontSize: '0.9rem', fontWeight: 700 }}>
            {schema.name}
          </Box>
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {schema.fields.length ? `${schema.fields.length} ${schema.fields.length === 1 ? 'field' : 'fields'}` : schema.type.text}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        {schema.description && <Typography sx={{ mb: 1.5 }}>{schema.description}</Typography>}
        {schema.fields.length > 0 ? (
          <FieldsTable fields={schema.fields} label={`Fields of ${schema.name}`} />
        ) : (
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            Type: <TypeLink type={schema.type} />
            {schema.values && (
              <>
                , one of:{' '}
                {schema.values.map((v, i) => (
                  <span key={v}>
                    {i > 0 && ', '}
                    <Box component="code" sx={codeSx}>
                      {v}
                    </Box>
                  </span>
                ))}
              </>
            )}
          </Typography>
        )}
        {schema.example && <CodeBlock label={`Example of ${schema.name}`}>{schema.example}</CodeBlock>}
      </AccordionDetails>
    </Accordion>
  );
}
