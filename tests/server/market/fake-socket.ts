import { EventEmitter } from 'node:events';

/** The part of a ws socket the stream hub uses, recording what it was sent and how it was closed. */
export class FakeSocket extends EventEmitter {
  bufferedAmount = 0;
  readonly sent: Array<Record<string, unknown>> = [];
  closedWith: { code: number; reason: string } | undefined;

  send(text: string): void {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }

  close(code: number, reason: string): void {
    this.closedWith = { code, reason };
  }

  terminate(): void {
    this.closedWith ??= { code: 1006, reason: 'terminated' };
  }

  /** A client frame, as ws delivers it. */
  say(frame: unknown): void {
    this.emit('message', Buffer.from(JSON.stringify(frame)), false);
  }
}
