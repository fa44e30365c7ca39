// The Hidden tab: every review moderators hid, the most recently hidden first, each with the
// decision that hid it (who, when, the statement of reasons) and Restore; narrowed to one company
// (?company=), paged (?offset=).
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';
import { QueryState, relativeTime, ReviewCard, useSearchParams, type Company, type HiddenReviewItem } from 'shared-ui';
import { useCompanySearch } from '../../companies';
import { AutomatedMeans, DecisionDialog, DsaCode, Pager, useKeepPageInRange } from '../../moderation';
import { useHiddenReviews } from '../api/get-hidden-reviews';
import { useRestoreReview } from '../api/restore-review';

const APPEAL_WORDS: Record<HiddenReviewItem['appeal'], string | null> = {
  none: null,
  open: 'The author appealed: the appeal waits in the Appeals tab.',
  upheld: 'The author appealed; the decision was upheld.',
  overturned: 'The author appealed; the decision was overturned.',
};

type CompanyRef = Pick<Company, 'id' | 'name'>;

export function HiddenReviews() {
  const [params, setParams] = useSearchParams();
  const companyId = params.get('company') || undefined;
  const offset = Math.max(0, Math.floor(Number(params.get('offset')) || 0));
  const update = (changes: { company?: string; offset?: number }) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if ('company' in changes) {
          if (changes.company) next.set('company', changes.company);
          else next.delete('company');
        }
        if (changes.offset) next.set('offset', String(changes.offset));
        else next.delete('offset');
        return next;
      },
      { replace: true },
    );
  const hidden = useHiddenReviews(companyId, offset);
  useKeepPageInRange(hidden.data, hidden.isPlaceholderData, offset, (o) => update({ offset: o }));
  const [chosen, setChosen] = useState<CompanyRef | null>(null);
  const [input, setInput] = useState('');
  const term = useDeferredValue(chosen && input === chosen.name ? '' : input.trim());
  const companies = useCompanySearch(term);
  const [restoring, setRestoring] = useState<HiddenReviewItem>();
  const restore = useRestoreReview();
  // The company in the address, named once a page of its reviews (or the search) has told its name.
  const named = hidden.data?.items[0]?.review.company;
  const knownName = chosen?.id === companyId ? chosen?.name : named?.id === companyId ? named?.name : undefined;
  const selected = useMemo<CompanyRef | null>(() => (companyId ? { id: companyId, name: knownName ?? '' } : null), [companyId, knownName]);
  return (
    <Stack spacing={3}>
      <Autocomplete
        options={companies.data ?? []}
        value={selected}
        onChange={(_, v) => {
          setChosen(v);
          update({ company: v?.id });
        }}
        inputValue={input}
        onInputChange={(_, v) => setInput(v)}
        getOptionLabel={(o) => o.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={(options) => options}
        loading={companies.isFetching}
        noOptionsText={term ? 'No company has that name' : 'Type part of a company name'}
        renderInput={(p) => <TextField {...p} label="Company" helperText="Only this company's hidden reviews" />}
        sx={{ maxWidth: 420 }}
      />
      <QueryState query={hidden} loadingLabel="Loading hidden reviews…" errorMessage="We could not load the hidden reviews.">
        {(data) =>
          data.items.length === 0 ? (
            <Alert severity="info">{companyId ? 'No review of this company is hidden.' : 'No review is hidden.'}</Alert>
          ) : (
            <Stack spacing={3}>
              <Typography sx={{ color: 'text.secondary' }}>
                {data.total.toLocaleString('en')} hidden{companyId ? ' of this company' : ''}; the most recently hidden first.
              </Typography>
              {data.items.map((item) => (
                <Box key={item.review.id} component="section" aria-label={`Hidden review “${item.review.title}”`}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    Hidden {relativeTime(item.hiddenAt)} by {item.decidedBy ?? 'a moderator'}: {item.reasonLabel}
                  </Typography>
                  <Typography variant="body2" sx={{ mb: 0.5 }}>
                    {item.decision.decision_facts}
                  </Typography>
                  <Typography variant="body2" component="div" sx={{ mb: 1, color: 'text.secondary' }}>
                    {item.decision.decision_ground && (
                      <span>
                        Ground: <DsaCode code={item.decision.decision_ground} />.{' '}
                      </span>
                    )}
                    {item.decision.category && (
                      <span>
                        Category: <DsaCode code={item.decision.category} />.{' '}
                      </span>
                    )}
                    <AutomatedMeans s={item.decision} /> {APPEAL_WORDS[item.appeal]}
                  </Typography>
                  <ReviewCard
                    review={item.review}
                    showCompany
                    hideReport
                    actions={
                      <Button size="small" variant="contained" onClick={() => setRestoring(item)}>
                        Restore
                      </Button>
                    }
                  />
                </Box>
              ))}
              <Pager label="Hidden reviews" offset={offset} shown={data.items.length} total={data.total} onChange={(o) => update({ offset: o })} />
            </Stack>
          )
        }
      </QueryState>
      {restoring && (
        <DecisionDialog
          title={`Restore “${restoring.review.title}”`}
          intro="The review comes back whole on the company page and in its rating, with its votes and reply. Its author is no longer shown the decision that hid it; an open appeal against it is closed as overturned."
          confirmLabel="Restore review"
          done="Review restored"
          onConfirm={(facts) => restore.mutateAsync({ id: restoring.review.id, facts })}
          onClose={() => setRestoring(undefined)}
        />
      )}
    </Stack>
  );
}
