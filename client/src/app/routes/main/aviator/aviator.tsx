import { AviatorPage } from '@/features/aviator/components/aviator-page';

/** /main/aviator/:eventId. Any event id shows the one aviator game (303031). */
export function AviatorRoute() {
  return <AviatorPage />;
}
