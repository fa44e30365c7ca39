import { usePageTitle } from 'shared-ui';
import { BusinessFrame } from '../features/account/components/business-frame';
import { CompanyAnalytics } from '../features/analytics/components/company-analytics';
import { WithOwnedCompany } from '../features/claims/components/company-chooser';

export default function AnalyticsPage() {
  usePageTitle('Analytics');
  return (
    <BusinessFrame title="Analytics" intro="How your rating moves, how fast you answer, and what reviewers talk about.">
      <WithOwnedCompany>{(company) => <CompanyAnalytics key={company.id} company={company} />}</WithOwnedCompany>
    </BusinessFrame>
  );
}
