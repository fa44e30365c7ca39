// The dashboard's "Your data": download the account's data, or delete the account. A deletion has
// ended every session on the server; the cached account and data are forgotten once this signed-in
// page is gone (as a sign-out does, business-frame.tsx), and the person is told it is done.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { DeleteAccount, DownloadMyData, toast, useNavigate } from 'shared-ui';
import { useBusinessLogout } from '../api/logout';

export function AccountDataCard() {
  const navigate = useNavigate();
  const { forget } = useBusinessLogout();
  const deleted = useRef(false);
  useEffect(() => () => {
    if (deleted.current) forget();
  }, [forget]);
  const onDeleted = () => {
    deleted.current = true;
    toast({
      title: 'Your business account is deleted',
      description: 'Its claims, keys and webhooks have ended and you are signed out. A confirmation is on its way to your email.',
      variant: 'success',
    });
    navigate('/', { replace: true });
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="data-heading">
      <CardContent>
        <Typography id="data-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Your data
        </Typography>
        <Stack spacing={3} divider={<Divider flexItem />}>
          <DownloadMyData realm="business" />
          <DeleteAccount realm="business" onDeleted={onDeleted} />
        </Stack>
      </CardContent>
    </Card>
  );
}
