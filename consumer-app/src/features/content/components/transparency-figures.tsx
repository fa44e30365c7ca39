// Live moderation figures for the last 12 months, straight from the reports and the audit log.
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { answer, api, DataTable, formatDate, QueryState, type TransparencyFigures as Figures, plural } from 'shared-ui';

const REASONS: [keyof Figures['reportsByReason'], string][] = [
  ['fake', 'Fake or not a real experience'],
  ['offensive', 'Offensive or harmful'],
  ['personal_information', 'Personal information'],
  ['advertising', 'Advertising'],
  ['other', 'Other'],
];

const SIGNALS: [keyof Figures['signalsRaised'], string][] = [
  ['burst', 'Burst of reviews'],
  ['same_address', 'Several accounts, one address'],
  ['new_account_cluster', 'Cluster of new accounts'],
  ['near_duplicate', 'Near-duplicate text'],
  ['new_account_extreme', 'New account, extreme rating'],
  ['invitee_owner_domain', "Invitee on the business's own domain"],
  ['invitee_alias', 'Invitee is an alias of an earlier invitee'],
];

const count = (n: number, one: string, other: string) => plural(n, { one, other });

export function TransparencyFigures() {
  const figures = useQuery({ queryKey: ['/api/transparency'], queryFn: () => answer(api.GET('/api/transparency')), staleTime: 60_000 });
  return (
    <QueryState query={figures} loadingLabel="Loading the figures…" errorMessage="The live figures could not be loaded.">
      {(f) => (
        <>
          <p>
            From {formatDate(f.periodStart)} to {formatDate(f.periodEnd)}, counted live from our moderation records each time this page loads:
          </p>
          <ul>
            <li>
              <strong>{count(f.reportsReceived, 'report', 'reports')}</strong> received; <strong>{count(f.reviewsHidden, 'review', 'reviews')}</strong>{' '}
              hidden, <strong>{f.reviewsRestored.toLocaleString('en')}</strong> restored.
            </li>
            <li>
              <strong>{Math.round(f.automatedDetectionShare * 100)}%</strong> of the reviews we hid were first flagged by our automatic fake-review
              signals; every decision was made by a person ({count(f.decisions, 'decision', 'decisions')} about reviews in all).
            </li>
            <li>
              <strong>{count(f.reviewsFlagged, 'review', 'reviews')}</strong> flagged by our fake-review signals for a moderator to check; a signal
              never hides a review by itself.
            </li>
            <li>
              Median time from a report to a decision:{' '}
              <strong>{f.medianHoursReportToDecision === null ? 'no decisions yet' : plural(f.medianHoursReportToDecision, { one: 'hour', other: 'hours' })}</strong>.
            </li>
            <li>
              <strong>{count(f.appeals.received, 'appeal', 'appeals')}</strong>, {f.appeals.decided.toLocaleString('en')} decided,{' '}
              {f.appeals.overturned.toLocaleString('en')} in the author’s favour.
            </li>
          </ul>
          <DataTable
            numeric
            caption={
              <Typography component="span" sx={{ fontWeight: 700 }}>
                Reports and hidden reviews by reason
              </Typography>
            }
          >
            <thead>
              <tr>
                <th scope="col">Reason</th>
                <th scope="col">Reports</th>
                <th scope="col">Hidden</th>
              </tr>
            </thead>
            <tbody>
              {REASONS.map(([key, label]) => (
                <tr key={key}>
                  <th scope="row" style={{ fontWeight: 400 }}>
                    {label}
                  </th>
                  <td>{f.reportsByReason[key].toLocaleString('en')}</td>
                  <td>{f.hiddenByReason[key].toLocaleString('en')}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <DataTable
            numeric
            caption={
              <Typography component="span" sx={{ fontWeight: 700 }}>
                Fake-review signals raised
              </Typography>
            }
          >
            <thead>
              <tr>
                <th scope="col">Signal</th>
                <th scope="col">Raised</th>
              </tr>
            </thead>
            <tbody>
              {SIGNALS.map(([key, label]) => (
                <tr key={key}>
                  <th scope="row" style={{ fontWeight: 400 }}>
                    {label}
                  </th>
                  <td>{f.signalsRaised[key].toLocaleString('en')}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </>
      )}
    </QueryState>
  );
}
