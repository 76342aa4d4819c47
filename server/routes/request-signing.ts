// Gateway signing (SPEC 7 "Signed calls", SPEC 8 "Signature errors"): serves the sign configuration. The checks
// themselves belong to the signed routes (server/signing/signed-routes.ts), and the URL tables served here are
// read from those routes once every plugin has added its own.
import { ok } from '../envelope';
import type { RoutePlugin } from '../route-plugin';
import { gatewaySignConfig } from '../signing/sign-config';
import type { SignedUrls } from '../signing/sign-config';

const requestSigning: RoutePlugin = async (app) => {
  // Read on the first request: by then the gateway is ready, and no route can be added any more.
  let urls: SignedUrls | undefined;
  app.get('/v1/mix/config/gatewaySignConfig', async () => {
    urls ??= app.signedRoutes.urls();
    // The served key rotates (server/signing/server-key.ts): asked for on every request, never held.
    const serverKey = app.serverKeys.current();
    return ok({ gatewaySignConfig: gatewaySignConfig(serverKey.publicKeyPem, serverKey.publicKeySign, urls) });
  });
};

export default requestSigning;
