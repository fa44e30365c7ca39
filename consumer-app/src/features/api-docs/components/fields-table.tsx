import { Box, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { FieldView, ParameterView } from '../build-api-docs';
import { codeSx, TypeLink } from './type-link';

function isParameter(field: FieldView): field is ParameterView {
  return 'location' in field;
}

function FieldDetails({ field, dashWhenEmpty = true }: { field: FieldView; dashWhenEmpty?: boolean }) {
  return (
    <>
      {field.deprecated && <Chip size="small" color="warning" label="deprecated" sx={{ mr: 1, mb: 0.5 }} />}
      {field.description && <Typography variant="body2">{field.description}</Typography>}
      {field.constraints.length > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {field.constraints.join(' · ')}
        </Typography>
      )}
      {field.values && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          One of:{' '}
          {field.values.map((v, i) => (
            <span key={v}>
              {i > 0 && ', '}
              <Box component="code" sx={codeSx}>
                {v}
              </Box>
            </span>
          ))}
        </Typography>
      )}
      {field.example && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Example:{' '}
          <Box component="code" sx={codeSx}>
            {field.example}
          </Box>
        </Typography>
      )}
      {dashWhenEmpty && !field.description && !field.constraints.length && !field.values && !field.example && !field.deprecated && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          —
        </Typography>
      )}
    </>
  );
}

function NameAndPresence({ field }: { field: FieldView }) {
  return (
    <>
      <Box component="code" sx={{ ...codeSx, fontWeight: 700 }}>
        {field.name}
      </Box>
      <Box component="span" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
        {isParameter(field) && <Chip size="small" variant="outlined" label={`in ${field.location}`} />}
        <Typography component="span" variant="caption" sx={{ color: field.required ? 'error.main' : 'text.secondary', fontWeight: 600 }}>
          {field.required ? 'required' : 'optional'}
        </Typography>
      </Box>
    </>
  );
}

/**
 * Fields of a body, parameters of a call or headers of a response: name, type, rules, meaning.
 * A table where there is room; on phones a list, so no column is cut off.
 */
export function FieldsTable({ fields, label }: { fields: FieldView[]; label: string }) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  if (narrow) {
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {fields.map((field, i) => (
          <Box component="li" key={`${isParameter(field) ? field.location : ''}:${field.name}`} sx={{ p: 1.5, borderTop: i ? 1 : 0, borderColor: 'divider' }}>
            <NameAndPresence field={field} />
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              Type: <TypeLink type={field.type} />
              {field.nullable ? ' or null' : ''}
            </Typography>
            <FieldDetails field={field} dashWhenEmpty={false} />
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 2, '&:focus-visible': { outline: 3, outlineColor: 'secondary.main', outlineOffset: 2 } }}
    >
      <Table size="small" sx={{ minWidth: 520 }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col" sx={{ width: '28%' }}>
              Name
            </TableCell>
            <TableCell scope="col" sx={{ width: '24%' }}>
              Type
            </TableCell>
            <TableCell scope="col">Description</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {fields.map((field) => (
            <TableRow key={`${isParameter(field) ? field.location : ''}:${field.name}`} sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row">
                <NameAndPresence field={field} />
              </TableCell>
              <TableCell>
                <TypeLink type={field.type} />
                {field.nullable && (
                  <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                    or null
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <FieldDetails field={field} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
