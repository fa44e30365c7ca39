import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePageTitle } from 'shared-ui';
import { AddBusinessForm } from '../features/business/components/add-business-form';

export default function AddBusinessPage() {
  usePageTitle('Add a business');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 1 }}>
        Add a business
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Can’t find a company you want to review? Add it here and it gets its own page straight away. Owners can claim the
        profile later to reply to reviews.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <AddBusinessForm />
      </Paper>
    </Container>
  );
}
