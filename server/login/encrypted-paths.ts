// The encrypted login-type calls the gateway serves (SPEC 7) and what each does.
import { ENCRYPTED_PATHS, type SensitiveField } from '../../src/core/login-paths';

export type LoginAction =
  | 'password-login'
  | 'code-login'
  | 'register-email'
  | 'register-mobile'
  | 'register-both'
  | 'third-party'
  | 'qr-status'
  | 'sub-account-switch'
  | 'sub-account-switch-back';

export interface EncryptedRoute {
  readonly path: string;
  readonly fields: readonly SensitiveField[];
  readonly action: LoginAction;
}

// What the gateway does for each call, by the path after its version prefix; the fields come from the one table
// the client encrypts with.
const ACTIONS: Readonly<Record<string, LoginAction>> = {
  '/user/login': 'password-login',
  '/user/agency/login': 'password-login',
  '/user/login/verify': 'code-login',
  '/user/agency/login/verify': 'code-login',
  '/user/system/login/verify': 'code-login',
  '/user/register/mobile': 'register-mobile',
  '/user/register/email': 'register-email',
  '/user/register': 'register-both',
  '/user/public/getQrKeyStatus': 'qr-status',
  '/user/subAccount/switch': 'sub-account-switch',
  '/user/subAccount/switchBack': 'sub-account-switch-back',
};

function actionOf(path: string): LoginAction {
  const unversioned = path.replace(/^\/v\d+/, '');
  if (unversioned.startsWith('/user/third/')) return 'third-party';
  const action = ACTIONS[unversioned];
  if (action === undefined) throw new Error(`no gateway action for the encrypted path ${path}`);
  return action;
}

export const ENCRYPTED_ROUTES: readonly EncryptedRoute[] = Object.entries(ENCRYPTED_PATHS).map(([path, fields]) => ({
  path,
  fields,
  action: actionOf(path),
}));
