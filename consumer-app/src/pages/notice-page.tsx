// /notices/new?type=review|reply|company&id=…: the notice form, reached from a review, its reply or
// a company page. Open to everyone, signed in or not (DSA Art. 16).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { simpleHead, usePageTitle, useSearchParams, type RouteMatch } from 'shared-ui';
import { ContentPage } from '../features/content/components/content-page';
import { TextLink } from '../features/content/components/text-link';
import { NoticeForm } from '../features/notices/components/notice-form';
import { isNoticeType, TYPE_LABEL } from '../features/notices/validate-notice';

export const head = (match: RouteMatch) => simpleHead(match, '/notices/new', 'Report content');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default function NoticePage() {
  usePageTitle('Report content');
  const [params] = useSearchParams();
  const type = params.get('type');
  const id = params.get('id') ?? '';
  const known = isNoticeType(type) && UUID.test(id);
  return (
    <ContentPage
      title="Report content"
      lead="Tell us about a review, a business reply or a company page that is illegal or breaks our guidelines. You do not need an account. We confirm your notice by email, and email you our decision with the reasons and how to contest it."
    >
      {known ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Typography>
            <strong>You are reporting:</strong> {TYPE_LABEL[type]}{' '}
            <Typography component="span" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              (reference {id})
            </Typography>
          </Typography>
          <NoticeForm type={type} id={id} />
        </Box>
      ) : (
        <Alert severity="info">
          To report content, use the “Report illegal content” link on the review, reply or company page you want to report: it tells us exactly where the content
          is. Read our <TextLink to="/guidelines">guidelines</TextLink> for what we remove.
        </Alert>
      )}
    </ContentPage>
  );
}
