// The events pages' data: RTK Query over the shared request layer (src/api/endpoints.ts), injected into the store
// with the first events page, like the exchange's market data.
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import {
  EVENT_ID,
  fetchEventDetail,
  fetchEventList,
  type EventDetail,
  type EventDetailPayload,
  type EventSummary,
  type LocalePayload,
} from '../../api/endpoints';
import type { HttpCaller } from '../../api/http-client';
import { dynamicMiddleware } from '../../../store/dynamic-middleware';
import { rootReducer } from '../../../store/root-reducer';

export type { EventDetail, EventStatus, EventSummary } from '../../api/endpoints';

/** A failed load as the pages see it: serializable, with the catalog key of its reason, translated on the page. */
export interface EventsLoadError {
  kind: string;
  status?: number;
  code?: string;
  messageKey?: string;
  values?: Record<string, string | number>;
  /** The gateway's own words, shown as sent in preference to messageKey (like a toast). */
  serverMessage?: string;
}

/** Whether an id can name an event at all; anything else is not found without asking the gateway. */
export function isEventId(id: unknown): id is string {
  return typeof id === 'string' && EVENT_ID.test(id);
}

/** The gateway answers an unknown event id with HTTP 404. */
export function isNotFound(error: unknown): boolean {
  const failure = error as Partial<EventsLoadError> | undefined;
  return failure?.kind === 'http' && failure.status === 404;
}

function callerOf(extra: unknown): HttpCaller {
  // makeStore hands page data the store's HTTP client as the thunk argument; start.ts gives it the full caller.
  const http = (extra as { http?: Partial<HttpCaller> } | undefined)?.http;
  if (typeof http?.get !== 'function') throw new Error('the events store was made without its HTTP client');
  return http as HttpCaller;
}

/**
 * Runs one call and turns its failure into an EventsLoadError. The calls toast nothing (the page shows the
 * failure); a logout the envelope asks for still reaches the edge (src/api/error-report.ts).
 */
async function settle<T>(call: () => Promise<T>): Promise<{ data: T } | { error: EventsLoadError }> {
  try {
    return { data: await call() };
  } catch (failure) {
    const { kind, status, code, messageKey, values, serverMessage } = (failure ?? {}) as Partial<EventsLoadError>;
    return {
      error: {
        kind: typeof kind === 'string' ? kind : 'unknown',
        ...(typeof status === 'number' ? { status } : {}),
        ...(typeof code === 'string' ? { code } : {}),
        messageKey: typeof messageKey === 'string' ? messageKey : 'errors.unknown',
        ...(values !== undefined && typeof values === 'object' ? { values: { ...values } } : {}),
        ...(typeof serverMessage === 'string' ? { serverMessage } : {}),
      },
    };
  }
}

export const eventsApi = createApi({
  reducerPath: 'eventsApi',
  baseQuery: fakeBaseQuery<EventsLoadError>(),
  endpoints: (build) => ({
    eventList: build.query<EventSummary[], LocalePayload>({
      queryFn: ({ locale }, { signal, extra }) => settle(() => fetchEventList(callerOf(extra), { locale }, signal)),
    }),
    eventDetail: build.query<EventDetail, EventDetailPayload>({
      queryFn: ({ id, locale }, { signal, extra }) => settle(() => fetchEventDetail(callerOf(extra), { id, locale }, signal)),
    }),
  }),
});

export const { useEventListQuery, useEventDetailQuery } = eventsApi;

// Loaded with the first events page: join the store then.
rootReducer.inject(eventsApi);
dynamicMiddleware.addMiddleware(eventsApi.middleware);
