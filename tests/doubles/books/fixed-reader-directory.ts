import type { ReaderDirectory, ReaderSnapshot } from '../../../application/ports/reader-directory.port.js';

/** A ReaderDirectory with fixed readers per account, for use-case tests. */
export class FixedReaderDirectory implements ReaderDirectory {
  constructor(private readonly readers: Record<string, ReaderSnapshot[]>) {}

  async find(userId: string, readerId: string): Promise<ReaderSnapshot | null> {
    return this.readers[userId]?.find((r) => r.id === readerId) ?? null;
  }
}
