// How many market stream sockets each address holds open. Every socket costs the gateway memory, a heartbeat and
// its share of each frame it follows, and a socket is free for whoever opens it: without a cap one address could
// hold thousands. A place is taken when the handshake is accepted and given back when its TCP connection closes,
// so a socket counts from before the upgrade until it is gone, whoever ends it; an address with no socket has no entry.

export class SocketsPerAddress {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Takes a place for `address`; false, taking nothing, when it already holds `max` sockets. */
  take(address: string): boolean {
    const held = this.open.get(address) ?? 0;
    if (held >= this.max) return false;
    this.open.set(address, held + 1);
    return true;
  }

  release(address: string): void {
    const held = this.open.get(address) ?? 0;
    if (held <= 1) this.open.delete(address);
    else this.open.set(address, held - 1);
  }

  held(address: string): number {
    return this.open.get(address) ?? 0;
  }
}
