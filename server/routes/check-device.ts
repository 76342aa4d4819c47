// POST /v1/user/checkDevice, the device-check URL of the sign config: has this client key logged in to this
// account before? It needs no session. The client names the account by the SHA-256 of its user id and the key by
// the MD5 in device-sign-key, and proves it holds the key with userCheckDeviceSign over the hash.
import { ok } from '../envelope';
import type { RoutePlugin } from '../route-plugin';
import { findKnownDevice, touchDevice, verifyClientSignature } from '../signing/client-keys';

interface CheckDeviceBody {
  userCheckDeviceUserIdHash: string;
  userCheckDeviceSign: string;
  lastAlgorithm: 'rsa1024' | 'rsa2048';
}

const BODY_SCHEMA = {
  type: 'object',
  required: ['userCheckDeviceUserIdHash', 'userCheckDeviceSign', 'lastAlgorithm'],
  properties: {
    userCheckDeviceUserIdHash: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    userCheckDeviceSign: { type: 'string', minLength: 1, maxLength: 1024 },
    lastAlgorithm: { type: 'string', enum: ['rsa1024', 'rsa2048'] },
  },
} as const;

const checkDevice: RoutePlugin = async (app) => {
  app.post<{ Body: CheckDeviceBody }>('/v1/user/checkDevice', { schema: { body: BODY_SCHEMA } }, async (request) => {
    const { userCheckDeviceUserIdHash: hash, userCheckDeviceSign: sign, lastAlgorithm } = request.body;
    const keyHeader = request.headers['device-sign-key'];
    const keyMd5 = typeof keyHeader === 'string' ? keyHeader.toLowerCase() : '';
    const device = findKnownDevice(app.db, hash, keyMd5);
    // Unknown device and failed proof answer alike: otherwise the answer would tell which keys an account used.
    const known =
      device !== undefined && device.key.algorithm === lastAlgorithm && verifyClientSignature(device.key, hash, sign);
    if (known) touchDevice(app.db, device.userId, device.key.md5);
    return ok({ known });
  });
};

export default checkDevice;
