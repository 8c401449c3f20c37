// The face of @backoffice/api-client: what the host and remotes may use. Endpoints are one file each.
export { ApiError, type ApiFailure, isApiError } from './api-error';
export { type ApiFetchInit, apiFetch, buildUrl, DEFAULT_TIMEOUT_MS, type HttpMethod, type QueryValue } from './api-fetch';
export { useAuth, useBusTopic, useCurrentShop, useCurrentUser } from './bus/hooks';
export { createShop } from './endpoints/create-shop';
export type { ShopList, UserList } from './endpoints/envelopes';
export { type AdminShopSearch, getAdminShops, useAdminShops } from './endpoints/get-admin-shops';
export { getPlatformPlans } from './endpoints/get-platform-plans';
export { getShop, type ShopWithPaymentAccount, useShopDetails } from './endpoints/get-shop';
export { getShopSummary, type ShopSummary, shopSummary, useShopSummary } from './endpoints/get-shop-summary';
export { getUser } from './endpoints/get-user';
export { getUserShops } from './endpoints/get-user-shops';
export { getUsers, type UserSearch, useUsers } from './endpoints/get-users';
export { login } from './endpoints/login';
export { signup } from './endpoints/signup';
export { updateShop } from './endpoints/update-shop';
export { API_SWR_CONFIG, type ApiKey, ApiSWRProvider, type ApiSWRProviderProps, apiFetcher } from './swr/ApiSWRProvider';
