/** What other pages may show of the settlement feature (imported from app/ or a page that composes it). */
export { OwedFeeBanner } from './components/owed-fee-banner';
