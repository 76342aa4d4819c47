// Modules vite.config.ts makes at build time (and Jest maps to tests/setup stubs).

declare module 'virtual:issuer-certificate' {
  /** PEM of the issuer certificate this build trusts (src/crypto/issuer-certificate.ts checks it). */
  const certificate: string;
  export default certificate;
}
