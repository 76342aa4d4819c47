// Gateway signing (SPEC 7 "Signed calls", SPEC 8 "Signature errors"): serves the sign configuration. The checks
// themselves belong to the signed routes (server/signing/signed-routes.ts), and the URL tables served here are
// read from those routes once every plugin has added its own.
import { ok } from '../envelope';
import type { RoutePlugin } from '../route-plugin';
import { loadIssuer } from '../signing/issuer';
import { gatewaySignConfig } from '../signing/sign-config';
import type { SignedUrls } from '../signing/sign-config';
import { serverKeyFor } from '../signing/server-key';


const requestSigning: RoutePlugin = async (app) => {
  const issuer = loadIssuer();
  // Loaded before the gateway listens, so the first config request does not wait on key generation.
  const serverKey = await serverKeyFor(app.db, issuer);
  // Read on the first request: by then the gateway is ready, and no route can be added any more.
  let urls: SignedUrls | undefined;
  app.get('/v1/mix/config/gatewaySignConfig', async () => {
    urls ??= app.signedRoutes.urls();
    return ok({ gatewaySignConfig: gatewaySignConfig(serverKey.publicKeyPem, serverKey.publicKeySign, urls) });
  });
};

export default requestSigning;
