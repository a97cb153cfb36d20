/**
 * Bounds how many uploads this process receives at once, per API key and in total. Each
 * upload in flight holds a socket, a temporary file and a storage write; without a bound, one
 * key's stalled or slow uploads could take every file descriptor of the process. Counted in the
 * process (what runs out is the process's own descriptors), so with several API instances each
 * has its own bound.
 */
export class UploadSlots {
  private readonly perKey = new Map<string, number>();
  private total = 0;

  constructor(
    readonly maxPerKey: number,
    readonly maxTotal: number,
  ) {}

  /**
   * Takes a slot for `keyId`: a release function (safe to call more than once), or which bound
   * refused it.
   */
  acquire(keyId: string): { release: () => void } | { refused: 'key' | 'total' } {
    const held = this.perKey.get(keyId) ?? 0;
    if (held >= this.maxPerKey) return { refused: 'key' };
    if (this.total >= this.maxTotal) return { refused: 'total' };
    this.perKey.set(keyId, held + 1);
    this.total += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.total -= 1;
        const left = (this.perKey.get(keyId) ?? 1) - 1;
        if (left <= 0) this.perKey.delete(keyId);
        else this.perKey.set(keyId, left);
      },
    };
  }

  /** Uploads in flight: in total, and for one key. */
  inFlight(keyId?: string): number {
    return keyId === undefined ? this.total : (this.perKey.get(keyId) ?? 0);
  }
}
