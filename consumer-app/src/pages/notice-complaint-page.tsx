// /notices/complaint?token=…: the link in the email with the decision on a notice. The token
// identifies the notice; no account is needed (DSA Art. 20). Never kept by the page cache (noindex):
// it shows one person's notice and changes once they complain.
import Alert from '@mui/material/Alert';
import { simpleHead, usePageTitle, useSearchParams, type RouteMatch } from 'shared-ui';
import { noticeComplaintQuery } from '../features/complaints/api/notice-complaint';
import { NoticeComplaintPanel } from '../features/complaints/components/notice-complaint-panel';
import { ContentPage } from '../features/content/components/content-page';

const TITLE = 'Complain about a decision';

const tokenOf = (search: URLSearchParams) => search.get('token')?.trim() ?? '';

export const loader = (match: RouteMatch) => {
  const token = tokenOf(match.search);
  return token ? [noticeComplaintQuery(token)] : [];
};

export const head = (match: RouteMatch) => ({ ...simpleHead(match, '/notices/complaint', TITLE), robots: 'noindex' });

export default function NoticeComplaintPage() {
  usePageTitle(TITLE);
  const [params] = useSearchParams();
  const token = tokenOf(params);
  return (
    <ContentPage title={TITLE} lead="You sent us a notice and we emailed you our decision. If you disagree, you can complain about it here, for six months after the decision.">
      {token ? (
        <NoticeComplaintPanel token={token} />
      ) : (
        <Alert severity="info">This link is incomplete. Please open the complaint link in the email with our decision on your notice.</Alert>
      )}
    </ContentPage>
  );
}
