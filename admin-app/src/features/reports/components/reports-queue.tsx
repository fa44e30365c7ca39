// The Reports tab: reviews that people reported or the fake-review signals flagged, those people
// reported first, then the longest waiting; narrowed to people's reports or signals, a reason, a
// kind of signal or one company (whose signal clusters are dismissed in one decision each), paged
// with the counts of every filter. Each item is hidden (with a reason and ground) or cleared by
// dismissing its reports; the company's reply under one may be hidden (or shown again) on its own.
// The filters and page live in the address (?source=&reason=&signal=&company=&offset=).
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { QueryState } from 'shared-ui';
import { Pager, useKeepPageInRange } from '../../moderation';
import { useQueue } from '../api/get-queue';
import { useQueueParams } from '../hooks/use-queue-params';
import { QueueDecisionDialog, type QueueDecision } from './queue-decision-dialog';
import { QueueFilters } from './queue-filters';
import { QueuedReview } from './queued-review';
import { SignalClusters } from './signal-clusters';

export function ReportsQueue() {
  const { filter, offset, update } = useQueueParams();
  const queue = useQueue(filter, offset);
  useKeepPageInRange(queue.data, queue.isPlaceholderData, offset, (o) => update({ offset: o }));
  const [deciding, setDeciding] = useState<QueueDecision>();
  const filtered = filter.source !== 'all' || Boolean(filter.reason || filter.signal || filter.companyId);
  const company = queue.data?.company;
  return (
    <Stack spacing={3}>
      <QueueFilters filter={filter} counts={queue.data?.counts} companyName={company?.name} onChange={update} />
      {queue.data && company && (
        <SignalClusters
          company={company}
          total={queue.data.counts.all}
          clusters={queue.data.clusters}
          onDismiss={(cluster) => setDeciding({ kind: 'dismiss-cluster', company, cluster })}
          onOnly={(cluster) => update({ signal: cluster.signal, source: 'signals', reason: undefined })}
          onLeave={() => update({ company: undefined })}
        />
      )}
      <QueryState query={queue} loadingLabel="Loading reports…" errorMessage="We could not load the reports.">
        {(data) =>
          data.items.length === 0 ? (
            filtered ? (
              <Alert severity="info">Nothing on the queue matches these filters.</Alert>
            ) : (
              <Alert severity="success">No open reports or signals. Well done.</Alert>
            )
          ) : (
            <Stack spacing={3}>
              <Typography sx={{ color: 'text.secondary' }}>
                {data.total.toLocaleString('en')} {filtered ? 'match' : 'on the queue'}; reports from people first, then the longest waiting.
              </Typography>
              {data.items.map((item) => (
                <QueuedReview key={item.review.id} item={item} onDecide={setDeciding} onCompany={filter.companyId ? undefined : (id) => update({ company: id })} />
              ))}
              <Pager label="Queue" offset={offset} shown={data.items.length} total={data.total} onChange={(o) => update({ offset: o })} />
            </Stack>
          )
        }
      </QueryState>
      {deciding && <QueueDecisionDialog decision={deciding} onClose={() => setDeciding(undefined)} />}
    </Stack>
  );
}
