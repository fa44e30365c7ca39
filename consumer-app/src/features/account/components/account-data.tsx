// The settings page's "Your data": download it, or delete the account. A deletion has ended every
// session on the server; here the cached user goes, the page is left for the home page, and the
// person is told it is done.
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { DeleteAccount, DownloadMyData, toast, useAuth, useNavigate } from 'shared-ui';

export function AccountData() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const deleted = async () => {
    const told = () =>
      toast({
        title: 'Your account is deleted',
        description: 'Your account, reviews and votes are gone and you are signed out. A confirmation is on its way to your email.',
        variant: 'success',
      });
    // The session is already gone: the sign-out only forgets the cached user, so a failure there changes nothing.
    await signOut(() => navigate('/', { replace: true })).then(told, told);
  };
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <DownloadMyData realm="consumer" />
      <DeleteAccount realm="consumer" onDeleted={deleted} />
    </Stack>
  );
}
