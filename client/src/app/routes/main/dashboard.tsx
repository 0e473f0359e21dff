import { DashboardTiles } from '@/features/dashboard/components/dashboard-tiles';

/** /main/dashboard: the main menu tiles. */
export function DashboardRoute() {
  return <DashboardTiles />;
}
