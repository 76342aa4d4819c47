// The issuer the client trusts to vouch for the gateway's server key (SPEC 5: "verifies against a built-in
// issuer certificate"). The built-in value is the development issuer of server/dev-issuer/, rewritten by its
// generate script; a deployment with its own issuer sets VITE_ISSUER_CERT at build time instead.
import { env } from '../config/env';
import { CryptoError } from './crypto-error';

export const DEV_ISSUER_CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIDdzCCAl+gAwIBAgIQAVdutLHWwO34ir9oRpBACTANBgkqhkiG9w0BAQsFADBU
MSgwJgYDVQQDEx9FeGNoYW5nZSBXZWIgRGV2ZWxvcG1lbnQgSXNzdWVyMSgwJgYD
VQQKEx9FeGNoYW5nZSBXZWIgKGRldmVsb3BtZW50IG9ubHkpMB4XDTI2MTEyMTIz
NDAxNloXDTQ2MTEyMTIzNDAxNlowVDEoMCYGA1UEAxMfRXhjaGFuZ2UgV2ViIERl
dmVsb3BtZW50IElzc3VlcjEoMCYGA1UEChMfRXhjaGFuZ2UgV2ViIChkZXZlbG9w
bWVudCBvbmx5KTCCASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEBAJuKKCds
iB8LNdQB9CwbKjP3jw8qfhyr/aMjNm5VtX7Fo0rDYN/2x8fmqPmo3tVHqpGN3yUa
mL1IIkjYVUqSDBbaRKA3tuV+0Ti/glIgys249k9MomjBuhPehREi8cC6vvDlsYDZ
1ggALzP6Qq7mOPB2HNwCkslsVo6uYE/uq0zqB7ymH+9yzFmfTfC93euc9w55QM79
3cMYyqqh7eefHD+/04JiosU2CcTSpvr33G9OWgO4q1Yd7CZA/rltyWPmolWX4cpW
uq/Ua81C7NehBd5jOFmiu64GfLawIowv7OqplrtSu5AUAq4+SXy19M2e0NXSdGCu
qlWRQj42umFSt48CAwEAAaNFMEMwEgYDVR0TAQH/BAgwBgEB/wIBADAOBgNVHQ8B
Af8EBAMCAoQwHQYDVR0OBBYEFGhKuiujNsBP/BCgvI9V8Sj2p3fxMA0GCSqGSIb3
DQEBCwUAA4IBAQAzn98ASIEJwCwXjrnbn4XHJu2/pJEjsqAgDi9g8g1XQzLZnbtY
DBI8g58vbkP242aNIJElHp3NaOdc3TgKIfwFxccvTrsSAaaKU3XP1cAAz8l74Ra8
P8rBeAFSBTBS3t7TLO51jmI/wD2dQvP26IHHm3eM7M5T9LY4X8jQikmglTu2DVLy
1hjgZv9zU4P/QnFOmA/ZcA5IG1ybvvhcppGE05iw4I8L6rqQL2BLznuyapYDRXXJ
94+dSnHgtD30yCqhDzm5w+9S/hstSOuzvndqkT2wf3wZVwIlFwPpkbYlFYx3SWSx
JCQtpdzejsWbklSWlTQHMNHcTD/eAjqM0rAE
-----END CERTIFICATE-----
`;

const CERTIFICATE_PEM = /^-----BEGIN CERTIFICATE-----\n[A-Za-z0-9+/=\n]+\n-----END CERTIFICATE-----$/;

/**
 * The configured issuer certificate (PEM) when one is given, else the development issuer. Build tools often
 * flatten a multi-line variable into one line with literal `\n`: those are turned back into line breaks. A value
 * that is not one PEM certificate throws CryptoError('invalid issuer certificate'), so a bad build fails on the
 * first login instead of trusting something unexpected.
 */
export function resolveIssuerCertificate(configured: string | undefined): string {
  if (configured === undefined || configured.trim() === '') return DEV_ISSUER_CERTIFICATE;
  const pem = configured.replace(/\\n/g, '\n').replace(/\r\n?/g, '\n').trim();
  if (!CERTIFICATE_PEM.test(pem)) throw new CryptoError('invalid issuer certificate');
  return `${pem}\n`;
}

/** The issuer of this build. Reads `issuerCertificate` from the build's env (VITE_ISSUER_CERT) when it has one. */
export function issuerCertificate(): string {
  return resolveIssuerCertificate(env.issuerCertificate);
}
