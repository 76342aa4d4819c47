/**
 * The fault switch: per-path failures that tests and developers turn on to see how the client copes with
 * error codes, HTTP errors, slow answers and broken bodies. Held in memory, one store per gateway instance.
 */

export type FaultBody = 'malformed' | 'empty';

export interface FaultSpec {
  /** Exact request path, without query string. */
  path: string;
  /** Upper-case HTTP method; absent = any method. */
  method?: string;
  /** Envelope code of the error answer. */
  code?: string;
  msg?: string;
  /** HTTP status of the error answer (400-599). */
  httpStatus?: number;
  /** Wait before answering, whether with the fault or normally. */
  delayMs?: number;
  body?: FaultBody;
  /** How many matching requests the fault applies to; absent = until cleared. */
  times?: number;
  /**
   * The fault hits the answer after the call did its work (an order placed, a setting changed), as an answer lost
   * or broken on its way back would; absent or false, it hits the request before any work.
   */
  after?: boolean;
}

export interface Fault {
  path: string;
  method: string | null;
  code: string | null;
  msg: string | null;
  httpStatus: number | null;
  delayMs: number;
  body: FaultBody | null;
  /** Requests left; null = unlimited. */
  remaining: number | null;
  after: boolean;
}

/** The switch's own path: never subject to a fault, so a fault can always be cleared. */
export const FAULTS_PATH = '/__dev/faults';

export class FaultStore {
  private faults: Fault[] = [];

  /** Adds a fault, replacing one for the same path and method. */
  add(spec: FaultSpec): Fault {
    const fault: Fault = {
      path: spec.path,
      method: spec.method ?? null,
      code: spec.code ?? null,
      msg: spec.msg ?? null,
      httpStatus: spec.httpStatus ?? null,
      delayMs: spec.delayMs ?? 0,
      body: spec.body ?? null,
      remaining: spec.times ?? null,
      after: spec.after === true,
    };
    this.faults = this.faults.filter((f) => f.path !== fault.path || f.method !== fault.method);
    this.faults.push(fault);
    return { ...fault };
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  clear(): number {
    const count = this.faults.length;
    this.faults = [];
    return count;
  }

  /**
   * The fault for this request, counted as used: a fault for the exact method wins over one for any method.
   * A fault whose count runs out is removed.
   */
  take(method: string, path: string): Fault | undefined {
    const fault =
      this.faults.find((f) => f.path === path && f.method === method) ??
      this.faults.find((f) => f.path === path && f.method === null);
    if (fault === undefined) return undefined;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    return { ...fault };
  }
}
