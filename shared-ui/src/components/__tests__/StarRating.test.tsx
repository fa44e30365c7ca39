import { render, screen } from '@testing-library/react';
import { getContrastRatio, ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from 'shared-ui/contract';
import { StarRating, ratingLabel, starFills } from '../StarRating';

function fills(rating: number | string) {
  render(<StarRating rating={rating} />);
  const stars = screen.getByRole('img', { name: ratingLabel(rating) });
  return Array.from(stars.querySelectorAll('[data-fill]')).map((el) => el.getAttribute('data-fill'));
}

describe('starFills', () => {
  test.each([
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [1, ['full', 'empty', 'empty', 'empty', 'empty']],
    [2.5, ['full', 'full', 'half', 'empty', 'empty']],
    [3.5, ['full', 'full', 'full', 'half', 'empty']],
    [4.3, ['full', 'full', 'full', 'full', 'half']],
    [4.2, ['full', 'full', 'full', 'full', 'empty']],
    [5, ['full', 'full', 'full', 'full', 'full']],
  ])('%p stars', (rating, expected) => {
    expect(starFills(rating)).toEqual(expected);
  });

  test('accepts averageRating strings and clamps out-of-range values', () => {
    expect(starFills('4.3')).toEqual(starFills(4.3));
    expect(starFills('0.0')).toEqual(starFills(0));
    expect(starFills(9)).toEqual(starFills(5));
    expect(starFills(-1)).toEqual(starFills(0));
    expect(starFills('n/a')).toEqual(starFills(0));
  });
});

describe('StarRating', () => {
  test('draws 3 full, 1 half and 1 empty star for 3.5', () => {
    expect(fills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
  });

  test('draws 4.3 as 4 and a half stars', () => {
    expect(fills(4.3)).toEqual(['full', 'full', 'full', 'full', 'half']);
  });

  test('is labelled with the rating itself', () => {
    render(<StarRating rating={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  test('labels string ratings and whole numbers without noise', () => {
    expect(ratingLabel('4.3')).toBe('Rated 4.3 out of 5');
    expect(ratingLabel(4)).toBe('Rated 4 out of 5');
    expect(ratingLabel(4.25)).toBe('Rated 4.3 out of 5');
  });

  test('sizes the stars', () => {
    const { rerender } = render(<StarRating rating={5} size="small" />);
    const firstStar = () => screen.getByRole('img').querySelector('[data-fill]') as Element;
    const small = getComputedStyle(firstStar()).fontSize;
    rerender(<StarRating rating={5} size="large" />);
    expect(getComputedStyle(firstStar()).fontSize).not.toBe(small);
    expect(getComputedStyle(firstStar()).fontSize).toBe('1.75rem');
  });
});

describe('StarRating contrast', () => {
  test.each(['light', 'dark'] as const)('the stars are drawn at least 3:1 against every background of the %s theme, and say the rating as their name', (mode) => {
    const theme = createAppTheme(mode);
    render(
      <ThemeProvider theme={theme}>
        <StarRating rating={4} size="small" />
      </ThemeProvider>,
    );
    const drawn = getComputedStyle(screen.getByRole('img', { name: 'Rated 4 out of 5' })).color;
    expect(drawn).toMatch(/^rgb/);
    for (const background of [theme.palette.background.paper, theme.palette.background.default]) {
      expect({ background, enough: getContrastRatio(drawn, background) >= 3 }).toEqual({ background, enough: true });
    }
  });
});
