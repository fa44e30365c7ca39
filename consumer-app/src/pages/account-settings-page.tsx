import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ActiveSessions, ChangePasswordForm, useAuth, usePageTitle } from 'shared-ui';
import { AccountData } from '../features/account/components/account-data';
import { EmailStatus } from '../features/account/components/email-status';
import { TextLink } from '../features/content/components/text-link';
import { ProfileForm } from '../features/account/components/profile-form';
import { SettingsSection } from '../features/account/components/settings-section';

export default function AccountSettingsPage() {
  usePageTitle('Account settings');
  const { user } = useAuth();
  // The route exists only while signed in, so the user is there; guard for the type.
  if (!user) return null;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 1 }}>
        Account settings
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>Manage your profile, your email address, your password, where you are signed in and your data.</Typography>
      <Stack spacing={3}>
        <SettingsSection id="profile-heading" title="Profile" intro="How you appear on the reviews you write.">
          <ProfileForm user={user} />
        </SettingsSection>
        <SettingsSection id="email-heading" title="Email address">
          <EmailStatus user={user} />
        </SettingsSection>
        <SettingsSection
          id="password-heading"
          title="Password"
          intro="Changing your password signs you out on every other device."
        >
          <ChangePasswordForm realm="consumer" />
        </SettingsSection>
        <SettingsSection
          id="sessions-heading"
          title="Where you are signed in"
          intro="If you see a device you do not recognise, sign it out and change your password. A sign-in unused for two weeks ends by itself."
        >
          <ActiveSessions realm="consumer" />
        </SettingsSection>
        <SettingsSection
          id="data-heading"
          title="Your data"
          intro={
            <>
              Download a copy of everything we hold about you, or delete your account. The{' '}
              <TextLink to="/privacy#your-rights">privacy policy</TextLink> says what is kept and for how long.
            </>
          }
        >
          <AccountData />
        </SettingsSection>
      </Stack>
    </Container>
  );
}
