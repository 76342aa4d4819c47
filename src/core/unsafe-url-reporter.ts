// Where refused URLs are reported. Its own small module so the app can attach
// the security log at start without loading the URL checks themselves.

export interface UnsafeUrlReport {
  value: string;
  context: string;
  reason: string;
}

export type UnsafeUrlReporter = (report: UnsafeUrlReport) => void;

let reporter: UnsafeUrlReporter | null = null;

/** The app points this at the security log; `null` detaches it. */
export function setUnsafeUrlReporter(next: UnsafeUrlReporter | null): void {
  reporter = next;
}

export function currentUnsafeUrlReporter(): UnsafeUrlReporter | null {
  return reporter;
}
