// Writing a review: of the company in the URL, or of one the reviewer searches for; through a
// company's mailed invitation when the URL carries one.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useCallback, useState } from 'react';
import { type Company, errorMessage, errorStatus, LoadingState, toast, useAuth, useCompany, Link as RouterLink, useNavigate, useSearchParams } from 'shared-ui';
import { useCreateReview } from '../api/create-review';
import { useOwnReviewOfCompany } from '../api/find-user-review';
import { useInvitation } from '../api/get-invitation';
import { forgetPendingInvitation, invitationPath } from '../utils/invitation-link';
import { draftForm, draftOf, forgetDraft, keepDraft } from '../utils/review-draft';
import type { ReviewFormValues } from '../utils/review-validation';
import { ConfirmEmailForInvitation } from './confirm-email-for-invitation';
import { ReviewForm, type CompanyChoice } from './review-form';
import { ReviewPageFrame } from './review-page-frame';

const EMPTY: Omit<ReviewFormValues, 'companyId'> = { rating: null, title: '', content: '', topic: '', experienceDate: '', incentive: '', connection: '' };

interface Failure {
  message: string;
  /** Set when the API said the user already reviewed this company (409). */
  alreadyReviewedCompanyId?: string;
}

export function WriteReview({ companyId }: { companyId?: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const create = useCreateReview();
  const preset = useCompany(companyId);
  // What this person wrote here before their session ended and they signed in again.
  const form = draftForm(companyId);
  const [draft] = useState(() => draftOf(user?.id, form));
  const [picked, setPicked] = useState<Company | null>(draft?.company ?? null);
  const [failure, setFailure] = useState<Failure>();
  const [withoutInvitation, setWithoutInvitation] = useState(false);
  // Whether the reviewer already reviewed the chosen company: say so before they write, not after.
  const chosenCompanyId = failure?.alreadyReviewedCompanyId ?? companyId ?? picked?.id;
  const existing = useOwnReviewOfCompany(user?.id, chosenCompanyId, Boolean(chosenCompanyId));
  // A company's mailed invitation (?invitation=...): an open one makes the review verified; a used,
  // expired or unknown one says so, and the normal form stays.
  const [params] = useSearchParams();
  const invitationToken = companyId ? params.get('invitation')?.trim() || undefined : undefined;
  const invitation = useInvitation(invitationToken);
  const found = invitation.data?.companyId === companyId ? invitation.data : undefined;
  // Only the invited person, with a confirmed address, writes through the invitation (the API checks too).
  const openInvitation = found?.status === 'open' && found.forYou && user?.emailVerified ? found : undefined;
  const ownReview = existing.data;
  const userId = user?.id;
  const keep = useCallback(
    (values: ReviewFormValues) => {
      if (userId) keepDraft({ authorId: userId, form, values, company: picked });
    },
    [userId, form, picked],
  );

  if ((companyId && preset.isPending) || (invitationToken && invitation.isPending) || (companyId && existing.isLoading)) {
    return (
      <ReviewPageFrame title="Write a review">
        <LoadingState label="Loading the company…" />
      </ReviewPageFrame>
    );
  }

  if (companyId && preset.isError) {
    return (
      <ReviewPageFrame title="Write a review">
        <Stack spacing={2.5}>
          <Alert severity="error">{errorMessage(preset.error, 'We could not load this company.')}</Alert>
          <Button component={RouterLink} to="/write-review" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            Search for a company
          </Button>
        </Stack>
      </ReviewPageFrame>
    );
  }

  // The invited person, signed in with the invited address, has one step left: confirming it.
  if (found?.status === 'open' && found.forYou && user && !user.emailVerified && !ownReview && !withoutInvitation && companyId) {
    return (
      <ReviewPageFrame title="Write a review" intro={`${found.companyName} invited you to tell others about your experience with them.`}>
        <ConfirmEmailForInvitation
          invitation={found}
          path={invitationPath(companyId, invitationToken!)}
          email={user.email}
          onWriteWithout={() => setWithoutInvitation(true)}
        />
      </ReviewPageFrame>
    );
  }

  const companyChoice: CompanyChoice =
    companyId && preset.data
      ? {
          kind: 'fixed',
          company: preset.data,
          action: (
            <Button component={RouterLink} to="/write-review" size="small">
              Choose another company
            </Button>
          ),
        }
      : {
          kind: 'pick',
          company: picked,
          onPick: (company) => {
            setPicked(company);
            setFailure(undefined);
          },
        };

  const submit = (values: ReviewFormValues) => {
    setFailure(undefined);
    const invited = openInvitation && values.companyId === companyId;
    return create
      .mutateAsync({
        companyId: values.companyId,
        rating: values.rating!,
        title: values.title.trim(),
        content: values.content.trim(),
        ...(values.topic ? { topic: values.topic } : {}),
        incentive: values.incentive || undefined,
        connection: values.connection || undefined,
        experienceDate: values.experienceDate,
        ...(invited ? { invitationToken } : {}),
      })
      .then(
        (review) => {
          if (invited) forgetPendingInvitation();
          forgetDraft();
          toast({ title: 'Review published', description: `Thank you for reviewing ${review.company.name}.`, variant: 'success' });
          navigate(`/companies/${review.companyId}`);
        },
        (error: unknown) => {
          const message = errorMessage(error, 'We could not publish your review. Please try again.');
          const reviewed = errorStatus(error) === 409;
          setFailure({ message, alreadyReviewedCompanyId: reviewed ? values.companyId : undefined });
          // Reviewed meanwhile (another tab): find the review, for the way to edit it.
          if (reviewed) void existing.refetch();
        },
      );
  };

  // Reviewed already: no form to fill in for nothing, but the way to the review.
  const reviewedAlready = Boolean(ownReview) && !failure;
  const usedOrExpired = invitation.data?.status === 'used' || invitation.data?.status === 'expired';
  const invitationNotice = invitationToken && !invitation.isPending && reviewedAlready ? (
    // Reviewed already: only a spent link needs a word (an open one cannot add a second review, as the notice below says).
    usedOrExpired && (
      <Alert severity="info" role="status">
        {invitation.data?.status === 'used' ? 'This invitation link has already been used to write a review.' : 'This invitation link has expired (links work for 30 days).'}
      </Alert>
    )
  ) : invitationToken && !invitation.isPending && (
    <Alert severity={openInvitation ? 'success' : 'info'} role="status">
      {openInvitation
        ? `${openInvitation.companyName} invited you to review them. Reviews written through an invitation are labelled Invited and Verified.` +
          (openInvitation.incentiveOffered
            ? ` ${openInvitation.companyName} offers something for reviewing, so your review will be labelled "Received an incentive" and will not count in its TrustScore.`
            : '')
        : found?.status === 'open' && !found.forYou
          ? `This invitation from ${found.companyName} was sent to another email address. Sign in with the account of that address to write a verified review, or write your review below without it.`
          : found?.status === 'open'
            ? `You are writing without ${found.companyName}'s invitation: your review will not be marked as invited.`
            : invitation.data?.status === 'used'
              ? 'This invitation link has already been used to write a review. You can still write a review below; it will not carry the invited label.'
              : invitation.data?.status === 'expired'
                ? 'This invitation link has expired (links work for 30 days). You can still write a review below; it will not carry the invited label.'
                : 'This invitation link is not valid. You can still write a review below.'}
    </Alert>
  );
  const ownNotice = reviewedAlready && ownReview && (
    <Alert severity="info" role="status">
      You have already reviewed {ownReview.company.name}. There is one review per company, but you can update yours at any time
      {invitationToken && !usedOrExpired ? ', so this invitation cannot add another one' : ''}.
      <Box sx={{ mt: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={`/reviews/${ownReview.id}/edit`} variant="contained" size="small">
          Edit your review
        </Button>
        <Button component={RouterLink} to={`/companies/${ownReview.companyId}`} variant="outlined" color="inherit" size="small">
          See it on {ownReview.company.name}'s page
        </Button>
      </Box>
    </Alert>
  );
  const notice = (invitationNotice || ownNotice) && (
    <Stack spacing={1.5}>
      {invitationNotice}
      {ownNotice}
    </Stack>
  );
  const serverMessage = failure && (
    <Alert severity={failure.alreadyReviewedCompanyId ? 'warning' : 'error'} role="alert">
      {failure.message}
      {failure.alreadyReviewedCompanyId && (ownReview || existing.isSuccess) && (
        <Box sx={{ mt: 1 }}>
          {ownReview ? (
            <Button component={RouterLink} to={`/reviews/${ownReview.id}/edit`} variant="outlined" color="inherit" size="small">
              Edit your review
            </Button>
          ) : (
            <Link component={RouterLink} to="/profile" color="inherit">
              See your reviews
            </Link>
          )}
        </Box>
      )}
    </Alert>
  );

  const companyName = companyChoice.kind === 'fixed' ? companyChoice.company.name : undefined;
  return (
    <ReviewPageFrame
      title="Write a review"
      intro={
        reviewedAlready && ownReview
          ? `You have reviewed ${ownReview.company.name} already. You can edit your review at any time.`
          : companyName
            ? `Tell others about your experience with ${companyName}. Honest, specific reviews help people choose with confidence.`
            : 'Find the company, rate it and tell others about your experience. Honest, specific reviews help people choose with confidence.'
      }
    >
      <ReviewForm
        companyChoice={companyChoice}
        // An invitation's order date is where the date of experience starts; the reviewer may change it.
        initialValues={draft?.values ?? { ...EMPTY, companyId: companyId ?? '', experienceDate: openInvitation?.orderDate ?? '' }}
        onValuesChange={keep}
        onSubmit={submit}
        submitLabel="Publish review"
        pendingLabel="Publishing…"
        notice={notice}
        serverMessage={serverMessage}
        closed={reviewedAlready}
      />
    </ReviewPageFrame>
  );
}
