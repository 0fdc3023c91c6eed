import { HenchmanPage } from '@/features/square/components/henchman-page';

/** /community/henchman: the followers' side of the community. */
export function CommunityHenchmanRoute() {
  return <HenchmanPage />;
}
