import type { ReactNode } from 'react';
import { type Cache, SWRConfig, type SWRConfiguration } from 'swr';
import { type ApiFetchInit, apiFetch } from '../api-fetch';

/** A plain key is a GET path; a tuple adds apiFetch's init (query, options…). */
export type ApiKey = string | readonly [path: string, init?: ApiFetchInit];

export function apiFetcher<T>(key: ApiKey): Promise<T> {
  return typeof key === 'string' ? apiFetch<T>(key) : apiFetch<T>(key[0], (key[1] ?? {}) as ApiFetchInit<T>);
}

/**
 * Why these settings: every failed call already toasts (spec 000 §8), so retrying or revalidating on focus
 * would repeat the toast and the progress bar every time the merchant comes back to the tab.
 * keepPreviousData stays off: after a shop switch the old shop's numbers must never show under the new name.
 */
export const API_SWR_CONFIG: SWRConfiguration = {
  fetcher: apiFetcher,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  dedupingInterval: 5_000,
  keepPreviousData: false,
};

export interface ApiSWRProviderProps {
  children: ReactNode;
  /** Tests pass `() => new Map()` so each test starts with an empty cache. */
  provider?: (parentCache: Readonly<Cache>) => Cache;
}

export function ApiSWRProvider({ children, provider }: ApiSWRProviderProps) {
  return <SWRConfig value={provider ? { ...API_SWR_CONFIG, provider } : API_SWR_CONFIG}>{children}</SWRConfig>;
}
