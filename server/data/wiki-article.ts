/** A wiki article as stored: English only, HTML that the client sanitises before showing. */
export interface WikiArticle {
  /** The path after /wiki/ on the client, e.g. bitcoin/history. */
  readonly id: string;
  readonly title: string;
  /** One or two plain-text sentences, for lists and the meta description. */
  readonly summary: string;
  readonly html: string;
  /** Last edit, ms since the epoch. */
  readonly updatedAt: number;
}
