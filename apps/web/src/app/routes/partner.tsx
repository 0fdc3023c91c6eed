import { PartnerPageRoute } from '@/features/partner-page/routes/partner-page';
import { Partnership } from '@/features/partners/components/partnership';

/** /partner: the programme page, with the partners feature's application for a signed-in reader. */
export function PartnerRoute() {
  return <PartnerPageRoute application={<Partnership />} />;
}
