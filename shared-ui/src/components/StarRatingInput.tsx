// The star picker of the write-review form: a labelled radio group of native radios, so Tab reaches
// it and the arrow keys move between stars as in any radio group.
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useState } from 'react';
import { STAR_SIZES, type StarSize, starColor } from './StarRating';
import { visuallyHidden } from './visually-hidden';
import { plural } from '../format/plural';

/** What each star means, 1 to 5. */
export const RATING_LABELS = ['Bad', 'Poor', 'Average', 'Great', 'Excellent'] as const;

export function ratingMeaning(rating: number): string {
  return RATING_LABELS[rating - 1] ?? '';
}

export interface StarRatingInputProps {
  /** 1 to 5, or null before the user picks. */
  value: number | null;
  onChange(value: number): void;
  /** The group's visible label. */
  label?: string;
  /** Inline validation message; marks the group invalid. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Form field name of the radios. */
  name?: string;
  size?: StarSize;
  onBlur?(): void;
}

export function StarRatingInput({
  value,
  onChange,
  label = 'Your rating',
  error,
  required = false,
  disabled = false,
  name,
  size = 'large',
  onBlur,
}: StarRatingInputProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const [hover, setHover] = useState<number | null>(null);
  const shown = (!disabled && hover) || value || 0;

  return (
    <FormControl error={Boolean(error)} required={required} disabled={disabled}>
      <FormLabel id={labelId} sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5 }}>
        <Box
          role="radiogroup"
          aria-labelledby={labelId}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          onMouseLeave={() => setHover(null)}
          sx={(theme) => ({
            display: 'inline-flex',
            position: 'relative',
            color: starColor(theme),
            '& input:focus-visible + label': {
              outline: `3px solid ${theme.palette.focus}`,
              outlineOffset: 1,
              borderRadius: 1,
            },
          })}
        >
          {RATING_LABELS.map((meaning, i) => {
            const star = i + 1;
            const inputId = `${id}-${star}`;
            const Icon = star <= shown ? StarIcon : StarBorderIcon;
            return (
              <Fragment key={star}>
                <Box
                  component="input"
                  type="radio"
                  id={inputId}
                  name={name ?? id}
                  value={star}
                  checked={value === star}
                  disabled={disabled}
                  onChange={() => onChange(star)}
                  onBlur={onBlur}
                  sx={visuallyHidden}
                />
                <Box
                  component="label"
                  htmlFor={inputId}
                  onMouseEnter={() => setHover(star)}
                  sx={{
                    display: 'inline-flex',
                    p: 0.25,
                    cursor: disabled ? 'default' : 'pointer',
                    opacity: disabled ? 0.5 : 1,
                    transition: 'transform 120ms',
                    '&:hover': { transform: disabled ? 'none' : 'scale(1.15)' },
                  }}
                >
                  <Icon data-fill={star <= shown ? 'full' : 'empty'} sx={{ fontSize: STAR_SIZES[size] }} />
                  <Box component="span" sx={visuallyHidden}>
                    {`${plural(star, { one: 'star', other: 'stars' })}, ${meaning}`}
                  </Box>
                </Box>
              </Fragment>
            );
          })}
        </Box>
        {/* The radios already announce the meaning; this is for sighted users. */}
        <Typography aria-hidden variant="body2" sx={{ color: shown ? 'text.primary' : 'text.secondary', fontWeight: 600 }}>
          {shown ? ratingMeaning(shown) : 'Select a rating'}
        </Typography>
      </Box>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}
