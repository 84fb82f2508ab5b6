import { latestScans } from '../../../../../domain/index.js';
import { useScanHistoryQuery } from '../api/scan-history.api.js';

/** The Library badge: how many recent scans there are (at most 25). */
export function useRecentScanCount(): number {
  const { data } = useScanHistoryQuery();
  return data ? latestScans(data).length : 0;
}
