import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { compactErrors, fieldLimits, FormAlert, FormCard, PasswordField, PasswordStrength, SubmitButton, toast, toastFailure, useBusinessAccount, useForm, usePageTitle, validateEmail, validateNewPassword, validateWebsite, withScheme, Link as RouterLink, useNavigate, simpleHead, type RouteMatch } from 'shared-ui';
import { useBusinessRegister } from '../api/business-api';
import BusinessLoginPage from './login-page';

const LIMITS = fieldLimits.BusinessRegisterDto;

interface Values {
  contactName: string;
  companyName: string;
  email: string;
  website: string;
  password: string;
}

function required(value: string, label: string, max: number): string | undefined {
  const v = value.trim();
  if (!v) return `${label} is required`;
  if (v.length > max) return `${label} must be at most ${max} characters`;
  return undefined;
}

const validate = (v: Values) =>
  compactErrors({
    contactName: required(v.contactName, 'Your name', LIMITS.contactName.maxLength),
    companyName: required(v.companyName, 'Company name', LIMITS.companyName.maxLength),
    email: validateEmail(v.email),
    website: validateWebsite(v.website),
    password: validateNewPassword(v.password),
  });

/** Its head, written by the shell's server into the HTML it renders. */
export const head = (match: RouteMatch) => simpleHead(match, '/business/register', 'Create a business account');

export default function BusinessRegisterPage() {
  usePageTitle('Create a business account');
  const { account } = useBusinessAccount();
  const navigate = useNavigate();
  const register = useBusinessRegister();
  const [serverError, setServerError] = useState<string>();
  const form = useForm<Values>({ initialValues: { contactName: '', companyName: '', email: '', website: '', password: '' }, validate });

  if (account) return <BusinessLoginPage />;

  const submit = form.handleSubmit((v) => {
    setServerError(undefined);
    register.mutate(
      { contactName: v.contactName.trim(), companyName: v.companyName.trim(), email: v.email.trim(), website: withScheme(v.website), password: v.password },
      {
        onSuccess: ({ account: created }) => {
          toast({ title: 'Registration successful', description: `Welcome, ${created.contactName}! Check your email to confirm your address.`, variant: 'success' });
          navigate('/claim-profile', { replace: true });
        },
        onError: (error) => setServerError(toastFailure('Registration failed', error, 'An error occurred during registration')),
      },
    );
  });

  return (
    <FormCard
      title="Create a business account"
      intro="Free to start: claim your company's profile, reply to reviews and invite customers. Use your work email: an address on your company's website domain claims the profile at once."
      footer={
        <Typography variant="body2">
          Already have a business account?{' '}
          <Link component={RouterLink} to="/business/login">
            Sign in
          </Link>
        </Typography>
      }
    >
      <Box component="form" noValidate onSubmit={submit} aria-label="Create a business account">
        <FormAlert>{serverError}</FormAlert>
        <Stack spacing={1.5}>
          <TextField {...form.field('contactName')} label="Your name" autoComplete="name" required fullWidth autoFocus slotProps={{ htmlInput: { maxLength: LIMITS.contactName.maxLength } }} />
          <TextField {...form.field('companyName')} label="Company name" autoComplete="organization" required fullWidth slotProps={{ htmlInput: { maxLength: LIMITS.companyName.maxLength } }} />
          <TextField {...form.field('email', 'Your work email, e.g. jane@yourcompany.com')} label="Work email" type="email" autoComplete="email" required fullWidth slotProps={{ htmlInput: { maxLength: LIMITS.email.maxLength } }} />
          <TextField {...form.field('website', 'e.g. www.yourcompany.com')} label="Company website" autoComplete="url" required fullWidth slotProps={{ htmlInput: { maxLength: LIMITS.website.maxLength } }} />
          <PasswordField {...form.field('password', 'At least 8 characters.')} label="Password" autoComplete="new-password" required fullWidth />
          <PasswordStrength password={form.values.password} />
          <SubmitButton pending={register.isPending} pendingLabel="Creating account…" fullWidth>
            Create business account
          </SubmitButton>
        </Stack>
      </Box>
    </FormCard>
  );
}
