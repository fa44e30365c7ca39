// One review: rating, text, author, dates, labels and votes.
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbDownOutlinedIcon from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'shared-ui/contract';
import type { Review, VoteType } from '../api/types';
import { RelativeTime } from './RelativeTime';
import { experienceDayText } from './review-labels';
import { ReviewLabelChips } from './ReviewLabels';
import { initials } from '../format/initials';
import { noticeHref } from '../reports/notice-link';
import { ReportReviewButton } from '../reports/report-review';
import { EarlierVersions, EditedMark } from '../review-edits/review-edits';
import { useReviewVote, type ReviewVote } from '../votes/use-review-vote';
import { StarRating } from './StarRating';
import { visuallyHidden } from './visually-hidden';

/** Tooltips open after 700 ms, and at once (300 ms) when moving from one to the next. */
export const TOOLTIP_ENTER_DELAY_MS = 700;
export const TOOLTIP_ENTER_NEXT_DELAY_MS = 300;

/**
 * A review longer than this (characters, or lines) shows its first CLAMP_LINES lines and "Read
 * more": 5,000 characters were 2,900 px on a phone. Decided from the text alone, so the server
 * renders the same button the browser hydrates, and the whole text stays in the page's HTML.
 */
export const REVIEW_COLLAPSE_CHARS = 600;
export const REVIEW_COLLAPSE_LINES = 8;
export const REVIEW_CLAMP_LINES = 6;

export function isLongReview(content: string): boolean {
  return content.length > REVIEW_COLLAPSE_CHARS || content.split('\n').length > REVIEW_COLLAPSE_LINES;
}

export const ANONYMOUS_AUTHOR = 'Anonymous User';

export interface ReviewCardProps {
  review: Review;
  /** Shows a link to the reviewed company (lists that mix companies). */
  showCompany?: boolean;
  /** Extra footer controls, e.g. Edit and Delete on the author's own review. */
  actions?: ReactNode;
  /** The review title's heading level, to keep the page's headings in order. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Replaces the company's reply block, e.g. with the owner's reply editor. */
  replySlot?: ReactNode;
  /** Leaves out "Report" (where the reader cannot report, e.g. a business dashboard or moderation). */
  hideReport?: boolean;
}

export function ReviewCard({ review, showCompany = false, actions, headingLevel = 'h3', replySlot, hideReport = false }: ReviewCardProps) {
  const author = review.authorName?.trim() || ANONYMOUS_AUTHOR;
  const voting = useReviewVote(review);
  const titleId = useId();

  return (
    <Card variant="outlined" component="article" sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <Avatar aria-hidden sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', width: 40, height: 40, fontSize: '1rem', fontWeight: 700 }}>
          {initials(review.authorName)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {author}
          </Typography>
          <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
            <RelativeTime iso={review.createdAt} />
            <EditedMark editedAt={review.editedAt} />
            {review.experienceDate && ` · Date of experience: ${experienceDayText(review.experienceDate)}`}
          </Typography>
        </Box>
      </Box>

      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <StarRating rating={review.rating} size="small" />
        <ReviewLabelChips review={review} />
        {review.topic && <Chip label={review.topic} size="small" variant="outlined" />}
        {review.incentivised && <IncentiveLabel />}
      </Box>

      {showCompany && review.company && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Review of{' '}
          <Link component={RouterLink} to={`/companies/${review.companyId}`} sx={{ fontWeight: 600 }}>
            {review.company.name}
          </Link>
        </Typography>
      )}

      <Box>
        <Typography id={titleId} component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5, overflowWrap: 'anywhere' }}>
          {review.title}
        </Typography>
        <ReviewText content={review.content} titleId={titleId} />
        <EarlierVersions review={review} describedBy={titleId} />
      </Box>

      {replySlot ?? (review.reply && <CompanyReply reply={review.reply} companyName={review.company?.name} reviewId={hideReport ? undefined : review.id} />)}

      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
        <VoteButtons voting={voting} />
        {!hideReport && <ReportReviewButton review={review} />}
        {!hideReport && (
          // Anyone, signed in or not, may notify illegal content (DSA Art. 16) through the notice form.
          <Link component={RouterLink} to={noticeHref('review', review.id)} variant="body2" color="inherit" aria-describedby={titleId} sx={{ px: 0.5 }}>
            Report illegal content
          </Link>
        )}
        {actions && <Box sx={{ display: 'flex', gap: 1, ml: 'auto', flexWrap: 'wrap' }}>{actions}</Box>}
      </Box>
    </Card>
  );
}

const INCENTIVE_MEANING =
  'The reviewer received something for this review, or wrote it through an invitation that offered something. It does not count in the TrustScore.';

/**
 * The disclosure of an incentivised review (UK CMA guidance, US FTC 465.4): words that say what it
 * means, visible on the card; what follows from it is read after it, and shown on pointing.
 */
export function IncentiveLabel() {
  return (
    <>
      <Chip label="Received an incentive" size="small" color="warning" variant="outlined" title={INCENTIVE_MEANING} />
      <Box component="span" sx={visuallyHidden}>
        {INCENTIVE_MEANING}
      </Box>
    </>
  );
}

/**
 * The company's public answer, under the review it answers: a named group, not a landmark. Like
 * the review's article around it, it is part of the page's content, not of its outline: as a
 * region, every reply on a company page was a landmark named "Reply from <company>" (axe
 * landmark-unique), and the reviewer's name would not tell them apart either (two "Anonymous User"s).
 */
/** `reviewId`: offers the notice form about the reply (left out where the reader cannot report). */
export function CompanyReply({ reply, companyName, reviewId }: { reply: NonNullable<Review['reply']>; companyName?: string; reviewId?: string }) {
  const edited = reply.updatedAt !== reply.createdAt;
  return (
    <Box role="group" aria-label={`Reply from ${companyName ?? 'the company'}`} sx={{ ml: { xs: 1, sm: 3 }, pl: 2, borderLeft: 3, borderColor: 'primary.main' }}>
      <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
        Reply from {companyName ?? 'the company'}{' '}
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          · <RelativeTime iso={reply.createdAt} />
          {edited && ' (edited)'}
        </Typography>
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {reply.content}
      </Typography>
      {reviewId && (
        <Link component={RouterLink} to={noticeHref('reply', reviewId)} variant="body2" color="inherit">
          Report this reply
        </Link>
      )}
    </Box>
  );
}

const VOTE_BUTTONS = {
  helpful: { label: 'Helpful', Icon: ThumbUpOutlinedIcon, PressedIcon: ThumbUpIcon },
  not_helpful: { label: 'Not helpful', Icon: ThumbDownOutlinedIcon, PressedIcon: ThumbDownIcon },
} as const;

/**
 * The review's text; a long one collapsed to its first lines with a "Read more" button that opens
 * it where it is (focus stays on the button, which then says "Show less").
 */
function ReviewText({ content, titleId }: { content: string; titleId: string }) {
  const textId = useId();
  const [expanded, setExpanded] = useState(false);
  const long = isLongReview(content);
  const collapsed = long && !expanded;
  return (
    <>
      <Typography
        id={textId}
        variant="body2"
        data-collapsed={collapsed ? 'true' : undefined}
        sx={{
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          ...(collapsed && { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: REVIEW_CLAMP_LINES, overflow: 'hidden' }),
        }}
      >
        {content}
      </Typography>
      {long && (
        // The review's title tells one "Read more" from the next.
        <Button
          size="small"
          aria-expanded={expanded}
          aria-controls={textId}
          aria-describedby={titleId}
          onClick={() => setExpanded((open) => !open)}
          sx={{ mt: 0.5, px: 0.5, minWidth: 0 }}
        >
          {expanded ? 'Show less' : 'Read more'}
        </Button>
      )}
    </>
  );
}

/**
 * Helpful and Not helpful, with why nobody may vote (visible, and the buttons' description) and a
 * polite live region that says what a vote did. The buttons are never disabled: focus stays on
 * the one pressed while its request runs, and clicks meanwhile are ignored (useReviewVote).
 */
function VoteButtons({ voting }: { voting: ReviewVote }) {
  const reasonId = useId();
  const describedBy = voting.blockedReason ? reasonId : undefined;
  return (
    <>
      <VoteButton type="helpful" voting={voting} describedBy={describedBy} />
      <VoteButton type="not_helpful" voting={voting} describedBy={describedBy} />
      {voting.blockedReason && (
        <Typography id={reasonId} variant="body2" component="span" sx={{ color: 'text.secondary' }}>
          {voting.blockedReason}
        </Typography>
      )}
      <Box component="span" role="status" sx={visuallyHidden}>
        {voting.announcement}
      </Box>
    </>
  );
}

function VoteButton({ type, voting, describedBy }: { type: VoteType; voting: ReviewVote; describedBy?: string }) {
  const { label, Icon, PressedIcon } = VOTE_BUTTONS[type];
  const pressed = voting.userVote === type;
  const count = type === 'helpful' ? voting.helpfulCount : voting.notHelpfulCount;

  return (
    <Button
      size="small"
      variant={pressed ? 'contained' : 'outlined'}
      color="primary"
      aria-pressed={pressed}
      aria-disabled={voting.inactive || undefined}
      aria-describedby={describedBy}
      startIcon={pressed ? <PressedIcon /> : <Icon />}
      onClick={() => voting.vote(type)}
      sx={{ '&[aria-disabled="true"]': { color: 'text.disabled', borderColor: 'action.disabledBackground', cursor: 'not-allowed' } }}
    >
      {label} ({count})
    </Button>
  );
}
