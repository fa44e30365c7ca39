import Box from '@mui/material/Box';
import { dsaWords } from '../utils/moderation-labels';

/** A DSA transparency database code as words, with the code beside them: "Illegal content (DECISION_GROUND_ILLEGAL_CONTENT)". */
export function DsaCode({ code }: { code: string }) {
  const words = dsaWords(code);
  if (words === code) return <code>{code}</code>;
  return (
    <>
      {words}{' '}
      {/* The codes are long single words: they may break anywhere rather than widen the page. */}
      <Box component="code" sx={{ fontSize: '0.85em', overflowWrap: 'anywhere' }}>
        ({code})
      </Box>
    </>
  );
}
