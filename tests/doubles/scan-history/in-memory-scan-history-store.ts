import type { NewScanHistoryEntry, ScanHistoryEntry, ScanHistoryStore } from '../../../application/scan-history/scan-history-store.port.js';

/** A ScanHistoryStore in memory, for use-case tests; `failing` makes every write throw (an outage). */
export class InMemoryScanHistoryStore implements ScanHistoryStore {
  readonly rows: ScanHistoryEntry[] = [];
  failing = false;
  private seq = 0;

  async latest(userId: string, limit: number) {
    return this.rows
      .filter((r) => r.user_id === userId)
      .reverse()
      .slice(0, limit);
  }
  async add(userId: string, entry: NewScanHistoryEntry, now: Date) {
    if (this.failing) throw new Error('database unavailable');
    this.seq += 1;
    const row: ScanHistoryEntry = {
      ...entry,
      id: `20000000-0000-4000-8000-${String(this.seq).padStart(12, '0')}`,
      user_id: userId,
      scan_image_url: null,
      created_at: now.toISOString(),
    };
    this.rows.push(row);
    return row;
  }
  async forgetBeyond(userId: string, keep: number) {
    const forget = new Set(
      this.rows
        .filter((r) => r.user_id === userId)
        .reverse()
        .slice(keep),
    ); // newest last, as latest() reads them
    for (let i = this.rows.length - 1; i >= 0; i--) if (forget.has(this.rows[i])) this.rows.splice(i, 1);
  }
  async remove(userId: string, id: string) {
    const i = this.rows.findIndex((r) => r.user_id === userId && r.id === id);
    if (i >= 0) this.rows.splice(i, 1);
    return i >= 0;
  }
}
