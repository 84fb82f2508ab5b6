import { useCallback } from 'react';
import { useAddScanHistoryEntryMutation } from '../api/scan-history.api.js';
import type { NewScanHistoryEntry } from './scan-history.types.js';

/**
 * Writes a history entry after a scan or search. A failed write is only logged: it never fails
 * the scan the parent is looking at (§7).
 */
export function useRecordScan(): (entry: NewScanHistoryEntry) => void {
  const [add] = useAddScanHistoryEntryMutation();
  return useCallback(
    (entry) => {
      add(entry)
        .unwrap()
        .catch((error: unknown) => console.warn('Scan history entry not saved', error));
    },
    [add],
  );
}
