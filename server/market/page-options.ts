/** A page of an account's rows as the spot and futures stores read it: newest first, below the cursor id. */
export interface PageOptions {
  readonly symbol?: string;
  readonly cursor?: number;
  readonly limit: number;
}
