// One review: rating, text, author, date, badges and votes.
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbDownOutlinedIcon from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'shared-ui/contract';
import type { Review, VoteType } from '../api/types';
import { RelativeTime } from './RelativeTime';
import { initials } from '../format/initials';
import { ReportReviewButton } from '../reports/report-review';
import { useReviewVote, type ReviewVote } from '../votes/use-review-vote';
import { StarRating } from './StarRating';

/** Tooltips open after 700 ms, and at once (300 ms) when moving from one to the next. */
export const TOOLTIP_ENTER_DELAY_MS = 700;
export const TOOLTIP_ENTER_NEXT_DELAY_MS = 300;

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
          </Typography>
        </Box>
      </Box>

      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <StarRating rating={review.rating} size="small" />
        {review.verified && (
          <Chip
            icon={<VerifiedIcon />}
            label="Verified"
            size="small"
            color="success"
            variant="outlined"
          />
        )}
        {review.invited && <Chip label="Invited" size="small" variant="outlined" title="Written through the company's review invitation" />}
        {review.topic && <Chip label={review.topic} size="small" variant="outlined" />}
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
        <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5, overflowWrap: 'anywhere' }}>
          {review.title}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {review.content}
        </Typography>
      </Box>

      {replySlot ?? (review.reply && <CompanyReply reply={review.reply} companyName={review.company?.name} />)}

      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
        <VoteButton type="helpful" voting={voting} />
        <VoteButton type="not_helpful" voting={voting} />
        {!hideReport && <ReportReviewButton review={review} />}
        {actions && <Box sx={{ display: 'flex', gap: 1, ml: 'auto', flexWrap: 'wrap' }}>{actions}</Box>}
      </Box>
    </Card>
  );
}

/**
 * The company's public answer, under the review it answers: a named group, not a landmark. Like
 * the review's article around it, it is part of the page's content, not of its outline: as a
 * region, every reply on a company page was a landmark named "Reply from <company>" (axe
 * landmark-unique), and the reviewer's name would not tell them apart either (two "Anonymous User"s).
 */
export function CompanyReply({ reply, companyName }: { reply: NonNullable<Review['reply']>; companyName?: string }) {
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
    </Box>
  );
}

const VOTE_BUTTONS = {
  helpful: { label: 'Helpful', Icon: ThumbUpOutlinedIcon, PressedIcon: ThumbUpIcon },
  not_helpful: { label: 'Not helpful', Icon: ThumbDownOutlinedIcon, PressedIcon: ThumbDownIcon },
} as const;

function VoteButton({ type, voting }: { type: VoteType; voting: ReviewVote }) {
  const { label, Icon, PressedIcon } = VOTE_BUTTONS[type];
  const pressed = voting.userVote === type;
  const count = type === 'helpful' ? voting.helpfulCount : voting.notHelpfulCount;

  const button = (
    <Button
      size="small"
      variant={pressed ? 'contained' : 'outlined'}
      color="primary"
      aria-pressed={pressed}
      disabled={voting.disabled}
      startIcon={pressed ? <PressedIcon /> : <Icon />}
      onClick={() => voting.vote(type)}
    >
      {label} ({count})
    </Button>
  );

  if (!voting.blockedReason) return button;
  // A disabled button fires no mouse events: the span carries the tooltip for it.
  return (
    <Tooltip
      title={voting.blockedReason}
      describeChild
      enterDelay={TOOLTIP_ENTER_DELAY_MS}
      enterNextDelay={TOOLTIP_ENTER_NEXT_DELAY_MS}
    >
      <Box component="span" sx={{ display: 'inline-flex' }}>
        {button}
      </Box>
    </Tooltip>
  );
}
