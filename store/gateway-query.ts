import type { BaseQueryFn } from '@reduxjs/toolkit/query';

/** What RTK Query needs of the HTTP client (src/api), handed in as the thunk extra argument. */
export interface GatewayRequester {
  request<T>(options: {
    method: 'GET' | 'POST';
    name: string;
    params?: unknown;
    data?: unknown;
    signal?: AbortSignal;
    toast?: boolean;
    validate?: (data: unknown) => boolean;
  }): Promise<T>;
}

export interface GatewayQueryArgs {
  name: string;
  method?: 'GET' | 'POST';
  params?: Record<string, string>;
  data?: unknown;
  /** Background refreshes fail quietly (the page shows the state); a user's own action toasts. */
  toast?: boolean;
  /** Shape check of the answer: one it refuses fails the query as 'malformed', never reaches the page. */
  validate?: (data: unknown) => boolean;
}

export interface GatewayQueryError {
  kind: string;
  code?: string;
  status?: number;
}

/** RTK Query over the shared request layer, so page data gets the same headers, envelope and errors. */
export const gatewayBaseQuery: BaseQueryFn<GatewayQueryArgs, unknown, GatewayQueryError> = async (
  args,
  { signal, extra },
) => {
  const { http } = extra as { http: GatewayRequester };
  try {
    const data = await http.request<unknown>({
      method: args.method ?? 'GET',
      name: args.name,
      params: args.params,
      data: args.data,
      signal,
      toast: args.toast ?? false,
      validate: args.validate,
    });
    return { data };
  } catch (error) {
    const { kind = 'unknown', code, status } = (error ?? {}) as Partial<GatewayQueryError>;
    return { error: { kind, code, status } };
  }
};
