import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { isRatingFilter, isReviewSort, RATING_FILTERS, REVIEW_SORT_LABELS, REVIEW_SORTS, type RatingFilter } from '../utils/review-list';
import { REVIEW_TOPICS } from '../../reviews';
import { isReviewTopic, REVIEW_SEARCH_MAX_LENGTH, type ReviewView } from '../utils/review-view';

const FILTER_LABELS: Record<RatingFilter, string> = {
  all: 'All ratings',
  '5': '5 stars',
  '4': '4 stars',
  '3': '3 stars',
  '2': '2 stars',
  '1': '1 star',
};

interface Props {
  view: ReviewView;
  onChange: (change: Partial<ReviewView>) => void;
}

/** Keyword search, rating and topic filters, order and verified only of a company's reviews; the API applies them to every review. */
export function ReviewControls({ view, onChange }: Props) {
  const [text, setText] = useState(view.search);
  // Follow the view when it changes elsewhere (Clear filters, the URL).
  useEffect(() => setText(view.search), [view.search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: text.trim() });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="form" role="search" aria-label="Search this company’s reviews" onSubmit={submit} sx={{ display: 'flex', gap: 1 }}>
        <TextField
          id="review-search"
          label="Search reviews"
          type="search"
          size="small"
          value={text}
          onChange={(e) => setText(e.target.value)}
          fullWidth
          slotProps={{
            htmlInput: { maxLength: REVIEW_SEARCH_MAX_LENGTH },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        {/* eslint-disable-next-line no-restricted-syntax -- a search only navigates: there is no call to lock */}
        <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
          Search
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 160, flex: { xs: '1 1 140px', sm: 'none' } }}>
          <InputLabel id="review-filter-label">Filter by rating</InputLabel>
          <Select
            labelId="review-filter-label"
            id="review-filter"
            label="Filter by rating"
            value={view.rating}
            onChange={(e) => isRatingFilter(e.target.value) && onChange({ rating: e.target.value })}
          >
            {RATING_FILTERS.map((value) => (
              <MenuItem key={value} value={value}>
                {FILTER_LABELS[value]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 180, flex: { xs: '1 1 140px', sm: 'none' } }}>
          <InputLabel id="review-topic-label">Topic</InputLabel>
          <Select
            labelId="review-topic-label"
            id="review-topic"
            label="Topic"
            value={view.topic || 'all'}
            onChange={(e) => onChange({ topic: isReviewTopic(e.target.value) ? e.target.value : '' })}
          >
            <MenuItem value="all">All topics</MenuItem>
            {REVIEW_TOPICS.map((topic) => (
              <MenuItem key={topic} value={topic}>
                {topic}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 160, flex: { xs: '1 1 140px', sm: 'none' } }}>
          <InputLabel id="review-sort-label">Sort by</InputLabel>
          <Select
            labelId="review-sort-label"
            id="review-sort"
            label="Sort by"
            value={view.sort}
            onChange={(e) => isReviewSort(e.target.value) && onChange({ sort: e.target.value })}
          >
            {REVIEW_SORTS.map((value) => (
              <MenuItem key={value} value={value}>
                {REVIEW_SORT_LABELS[value]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControlLabel
          control={<Switch checked={view.verifiedOnly} onChange={(e) => onChange({ verifiedOnly: e.target.checked })} />}
          label="Verified or email confirmed"
          sx={{ mr: 0 }}
        />
      </Box>
    </Box>
  );
}
