import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import {
  isRatingFilter,
  isReviewSort,
  RATING_FILTERS,
  REVIEW_SORT_LABELS,
  REVIEW_SORTS,
  type RatingFilter,
  type ReviewSort,
} from '../utils/review-list';

const FILTER_LABELS: Record<RatingFilter, string> = {
  all: 'All ratings',
  '5': '5 stars',
  '4': '4 stars',
  '3': '3 stars',
  '2': '2 stars',
  '1': '1 star',
};

interface Props {
  filter: RatingFilter;
  sort: ReviewSort;
  onFilterChange: (filter: RatingFilter) => void;
  onSortChange: (sort: ReviewSort) => void;
}

/** Filter by exact rating and sort order of the loaded reviews (both on the client). */
export function ReviewControls({ filter, sort, onFilterChange, onSortChange }: Props) {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <FormControl size="small" sx={{ minWidth: 160, flex: { xs: 1, sm: 'none' } }}>
        <InputLabel id="review-filter-label">Filter by rating</InputLabel>
        <Select
          labelId="review-filter-label"
          id="review-filter"
          label="Filter by rating"
          value={filter}
          onChange={(e) => isRatingFilter(e.target.value) && onFilterChange(e.target.value)}
        >
          {RATING_FILTERS.map((value) => (
            <MenuItem key={value} value={value}>
              {FILTER_LABELS[value]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 160, flex: { xs: 1, sm: 'none' } }}>
        <InputLabel id="review-sort-label">Sort by</InputLabel>
        <Select
          labelId="review-sort-label"
          id="review-sort"
          label="Sort by"
          value={sort}
          onChange={(e) => isReviewSort(e.target.value) && onSortChange(e.target.value)}
        >
          {REVIEW_SORTS.map((value) => (
            <MenuItem key={value} value={value}>
              {REVIEW_SORT_LABELS[value]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Box>
  );
}
