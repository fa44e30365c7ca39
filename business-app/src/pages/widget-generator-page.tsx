import { usePageTitle } from 'shared-ui';
import { BusinessFrame } from '../features/account/components/business-frame';
import { WithOwnedCompany } from '../features/claims/components/company-chooser';
import { WidgetGenerator } from '../features/widgets/components/widget-generator';

export default function WidgetGeneratorPage() {
  usePageTitle('Widget generator');
  return (
    <BusinessFrame
      title="Widget generator"
      intro="Show your rating and reviews on your own site. The widget is a 3 KB script without an iframe; it cannot break your page's styles and works under a strict Content-Security-Policy."
    >
      <WithOwnedCompany>{(company) => <WidgetGenerator key={company.id} company={company} />}</WithOwnedCompany>
    </BusinessFrame>
  );
}
