// Renders a trading component over a real store running the real order sagas against a fake gateway, so a test
// follows a failure from the request layer's typed error (src/api) to the words on screen.
import { act, render } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '../../../src/api/errors';
import { APP_FLAVOUR } from '../../../src/api/flavours';
import { fromAxiosError } from '../../../src/api/http-errors';
import type { LocaleCode } from '../../../src/core/locales';
import { createI18n } from '../../../src/i18n/i18n';
import { I18nContext } from '../../../src/i18n/useTranslation';
import { initialPreferences } from '../../../store/preferences.slice';
import type { RootState } from '../../../store/root-reducer';
import { fakeMarket, spotAnswers, type Reply } from '../../sagas/support/fake-market';
import { tradingStore } from '../../sagas/support/trading-store';

const config = { headers: new AxiosHeaders(), url: '/v1/x' } as InternalAxiosRequestConfig;

/** An HTTP error status as axios rejects it, with its response headers, turned into the app's typed error. */
export function httpFailure(status: number, headers: Record<string, string> = {}): ApiError {
  const response: AxiosResponse = { data: '', status, statusText: '', headers, config };
  return fromAxiosError(new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response), APP_FLAVOUR);
}

/** A failure with no answer (offline, timeout, unreadable JSON) as axios rejects it, turned into the app's typed error. */
export const transportFailure = (message: string, code: string): ApiError => fromAxiosError(new AxiosError(message, code, config), APP_FLAVOUR);

/** The gateway's own refusal (an envelope with a code). */
export const gatewayRefusal = (code: string): ApiError => new ApiError({ kind: 'envelope', code, serverMessage: `gateway says ${code}` });

/**
 * Each failure below the gateway with the English text the user must read. `reply` is what the gateway call does:
 * fail with a typed error, or answer outside the contract.
 */
export const TRANSPORT_FAILURES: readonly (readonly [string, Reply, string])[] = [
  ['HTTP 500', () => httpFailure(500), 'The system is busy'],
  ['HTTP 503', () => httpFailure(503), '503: The system is busy'],
  ['HTTP 429 with Retry-After: 30', () => httpFailure(429, { 'retry-after': '30' }), 'Too many attempts. Please try again in 30 seconds.'],
  ['HTTP 429 without Retry-After', () => httpFailure(429), 'Too many attempts. Please wait a moment and try again.'],
  ['a lost connection', () => transportFailure('Network Error', 'ERR_NETWORK'), 'Network error, please check your connection and try again'],
  ['a timeout', () => transportFailure('timeout of 15000ms exceeded', 'ECONNABORTED'), 'Request timed out!'],
  ['an answer that is not JSON', () => transportFailure('Unexpected token < in JSON at position 0', 'ERR_BAD_RESPONSE'), 'The server sent an answer that could not be read'],
  ['an answer outside the contract', () => ({ order: { orderId: 2 } }), 'The server sent an answer that could not be read'],
];

const PLACEMENT_TEXTS: Readonly<Record<string, string>> = {
  'a timeout': 'No answer came in time: the order may have been placed. Submitting the same order again will not place it twice.',
  'an answer that is not JSON': 'The answer could not be read: the order may have been placed. Submitting the same order again will not place it twice.',
  'an answer outside the contract': 'The answer could not be read: the order may have been placed. Submitting the same order again will not place it twice.',
};

/**
 * The same failures where an order is placed: after a timeout or an unreadable answer the order may have been
 * placed, and the form says a retry of it will not place it twice (sagas/placement-retry.ts).
 */
export const PLACEMENT_FAILURES: readonly (readonly [string, Reply, string])[] = TRANSPORT_FAILURES.map(([name, reply, text]) => [
  name,
  reply,
  PLACEMENT_TEXTS[name] ?? text,
]);

/** What showing an internal failure code looks like: "(code http)", "(code network)" ... (a number is a gateway code). */
export const INTERNAL_CODE = /code\s+(?!\d)\w+|\b(?:http|envelope|ERR_\w+|ECONNABORTED)\b/;

/** Lets the gateway's answers and the sagas behind them run (fake timers), inside act. */
export const settleUi = () => act(() => jest.advanceTimersByTimeAsync(0));

export async function renderWithSagas(
  ui: ReactElement,
  options: { answers?: Record<string, Reply>; sagas: (() => Generator)[]; preloadedState?: Partial<RootState>; locale?: string; path?: string },
) {
  const market = fakeMarket({ ...spotAnswers(), ...options.answers });
  // The language's texts and its number marks alike: the store's locale preference is the one the app reads.
  const locale = options.locale ? { preferences: { ...initialPreferences, locale: options.locale as LocaleCode } } : {};
  const harness = tradingStore(market, options.sagas, { loggedIn: true, preloadedState: { ...locale, ...options.preloadedState } });
  const i18n = await createI18n(options.locale ?? 'en');
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [options.path ?? '/spot/BTCUSDT'] });
  await act(async () => {
    render(
      <Provider store={harness.store}>
        <I18nContext value={i18n}>
          <RouterProvider router={router} />
        </I18nContext>
      </Provider>,
    );
  });
  return { market, ...harness };
}
