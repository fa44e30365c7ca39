import { STAR_COLOR } from 'shared-ui/contract';
// The read-only 5-star rating with half-star fill.
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import StarHalfIcon from '@mui/icons-material/StarHalf';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

export type StarSize = 'small' | 'medium' | 'large';
export type StarFill = 'full' | 'half' | 'empty';

export const STAR_SIZES: Record<StarSize, string> = { small: '1rem', medium: '1.25rem', large: '1.75rem' };

const MAX = 5;

function toNumber(rating: number | string | null | undefined): number {
  const n = typeof rating === 'string' ? Number.parseFloat(rating) : (rating ?? 0);
  return Number.isFinite(n) ? Math.min(MAX, Math.max(0, n)) : 0;
}

/** The fill of each of the 5 stars, the rating rounded to the nearest half: 4.3 → 4 full, 1 half. */
export function starFills(rating: number | string | null | undefined): StarFill[] {
  const rounded = Math.round(toNumber(rating) * 2) / 2;
  return Array.from({ length: MAX }, (_, i) => (rounded >= i + 1 ? 'full' : rounded >= i + 0.5 ? 'half' : 'empty'));
}

/** "Rated 4.3 out of 5": the rating itself (one decimal at most), not the rounded stars. */
export function ratingLabel(rating: number | string | null | undefined): string {
  return `Rated ${Number(toNumber(rating).toFixed(1))} out of ${MAX}`;
}

/**
 * The stars' colour in each mode, at least 3:1 against the theme's backgrounds (WCAG 1.4.11, as
 * the stars are how a rating is seen): the brand's yellow (STAR_COLOR) is 2:1 on white, so light
 * pages darken it to amber; on dark ones it is 8:1 as it is.
 */
export const STAR_COLORS = { light: '#b26a00', dark: STAR_COLOR } as const;

/** For sx: the stars' colour in the page's mode. */
export const starColor = (theme: Theme): string => STAR_COLORS[theme.palette.mode];

const ICONS = { full: StarIcon, half: StarHalfIcon, empty: StarBorderIcon } as const;

export interface StarRatingProps {
  /** 0 to 5; a string such as a company's averageRating ("4.3") is accepted. */
  rating: number | string;
  size?: StarSize;
}

export function StarRating({ rating, size = 'medium' }: StarRatingProps) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={ratingLabel(rating)}
      sx={{ display: 'inline-flex', alignItems: 'center', color: starColor, lineHeight: 0, flexShrink: 0 }}
    >
      {starFills(rating).map((fill, i) => {
        const Icon = ICONS[fill];
        return <Icon key={i} data-fill={fill} sx={{ fontSize: STAR_SIZES[size] }} />;
      })}
    </Box>
  );
}
