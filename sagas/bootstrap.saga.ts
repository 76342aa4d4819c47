import { all, call, delay, getContext, put, race } from 'redux-saga/effects';
import { STORAGE_KEYS, type StorageArea } from '../src/core/storage';
import { commonConfigFailed, commonConfigLoaded, imageDomainChosen } from '../store/app-config.slice';
import { untilSuccess } from './backoff.saga';
import { loadAccount, loadUserInfo } from './user.saga';
import type { ApiPort, BrowserPort } from './ports';

/** The image each candidate host serves for the probe (SPEC 7). */
export const PROBE_IMAGE_PATH = '/static/probe.png';

/** A host slower than this is no candidate at all. */
export const PROBE_TIMEOUT_MS = 5_000;

function hostsOf(answer: unknown): string[] {
  const config = (answer as { imgDomainConfig?: { foreignDomainList?: unknown; internalDomainList?: unknown } } | null)
    ?.imgDomainConfig;
  const lists = [config?.foreignDomainList, config?.internalDomainList];
  const hosts = lists.flatMap((list) => (Array.isArray(list) ? list : []));
  return hosts.filter((host): host is string => typeof host === 'string' && /^https?:\/\//.test(host));
}

function* timeHost(browser: BrowserPort, host: string) {
  try {
    const url = `${host.replace(/\/+$/, '')}${PROBE_IMAGE_PATH}`;
    const { ms }: { ms?: number } = yield race({
      ms: call([browser, browser.probeImage], url),
      timeout: delay(PROBE_TIMEOUT_MS),
    });
    return ms === undefined ? null : { host, ms };
  } catch {
    return null;
  }
}

/** Loads the probe image from every candidate host and keeps the fastest (SPEC 7). */
function* probeImageDomains() {
  const api: ApiPort = yield getContext('api');
  const browser: BrowserPort = yield getContext('browser');
  const storage: StorageArea = yield getContext('storage');
  try {
    // Retried with a backoff until the gateway answers; the page keeps its own host for images meanwhile.
    const answer: unknown = yield call(untilSuccess, () => api.fetchDomainConfig());
    const hosts = [...new Set(hostsOf(answer))];
    const timings: ({ host: string; ms: number } | null)[] = yield all(hosts.map((host) => call(timeHost, browser, host)));
    const fastest = timings
      .filter((timing): timing is { host: string; ms: number } => timing !== null)
      .sort((a, b) => a.ms - b.ms)[0];
    if (!fastest) return;
    storage.write(STORAGE_KEYS.fastestImageDomain, fastest.host);
    yield put(imageDomainChosen(fastest.host));
  } catch {
    // Without a probe the page keeps its own host for images.
  }
}

/** SPEC 8: a config failure turns uploading off and is only logged (the first time; the retries stay quiet). */
function* commonConfigFailure(error: unknown, failures: number) {
  if (failures > 1) return;
  console.warn('client common config failed; tracking uploads are off until it answers', error);
  yield put(commonConfigFailed());
}

function* loadCommonConfig() {
  const api: ApiPort = yield getContext('api');
  const answer = (yield call(untilSuccess, () => api.fetchClientCommonConfig(), commonConfigFailure)) as {
    clientCommonConfig?: { eventLogUploadSwitch?: unknown; supportUrl?: unknown };
    localVo?: { ip?: unknown };
  } | null;
  const uploadEnabled = answer?.clientCommonConfig?.eventLogUploadSwitch === true;
  const ip = typeof answer?.localVo?.ip === 'string' ? answer.localVo.ip : null;
  const supportUrl = typeof answer?.clientCommonConfig?.supportUrl === 'string' ? answer.clientCommonConfig.supportUrl : null;
  yield put(commonConfigLoaded({ uploadEnabled, ip, supportUrl }));
}

/** The calls every page starts with (SPEC 7), side by side, each failing on its own. */
export function* bootstrapSaga() {
  yield all([call(userAndBalances), call(probeImageDomains), call(loadCommonConfig)]);
}

function* userAndBalances() {
  yield call(loadUserInfo);
  yield call(loadAccount);
}

