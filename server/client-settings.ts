/** What the client common config hands out beyond the spec's fields; adjustable through /__dev for tests. */
export interface ClientSettings {
  /** The support site, linked from the header. */
  supportUrl: string;
}

export const DEFAULT_CLIENT_SETTINGS: ClientSettings = Object.freeze({ supportUrl: 'https://support.example.com/' });
