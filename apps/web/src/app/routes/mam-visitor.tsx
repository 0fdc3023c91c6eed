import { MamAccountListRoute } from '@/features/mam-shell/routes/account-list';
import { MonthlyPanel } from '@/features/trader-profile/components/monthly-panel';

/** /accountList/{id}: the recommended traders with the trader profile's month chart of the chosen account. */
export function MamAccountListPage() {
  return <MamAccountListRoute monthChart={(mtId) => <MonthlyPanel key={mtId} mtId={mtId} />} />;
}
