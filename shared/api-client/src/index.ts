// The face of @backoffice/api-client: what the host and remotes may use. Endpoints are one file each.
export { ApiError, type ApiFailure, isApiError } from './api-error';
export { type ApiFetchInit, apiFetch, buildUrl, DEFAULT_TIMEOUT_MS, type HttpMethod, type QueryValue } from './api-fetch';
export { useAuth, useBusTopic, useCurrentShop, useCurrentUser } from './bus/hooks';
export { deleteShop, setShopStripeLocation, transferShop } from './endpoints/admin-shop-actions';
export { clearUserCart, sendUserPasswordReset } from './endpoints/admin-user-actions';
export { changeMyPassword } from './endpoints/change-my-password';
export { copyMenuFrom } from './endpoints/copy-menu-from';
export { createDraftPreviewLink } from './endpoints/create-draft-preview-link';
export { createEmbedKey } from './endpoints/create-embed-key';
export { createKiosk } from './endpoints/create-kiosk';
export { createShop } from './endpoints/create-shop';
export {
  assignLoyaltyPoint,
  claimLoyaltyPoints,
  getCustomerOrders,
  getCustomers,
  getLoyaltyCard,
  setLoyaltyCard,
  useCustomerOrders,
  useCustomers,
  useLoyaltyCard,
} from './endpoints/customers';
export { deleteKiosk } from './endpoints/delete-kiosk';
export type { ShopList, UserList } from './endpoints/envelopes';
export { type AdminShopSearch, getAdminShops, useAdminShops } from './endpoints/get-admin-shops';
export { type AuditLog, type AuditSubject, getAuditLog, useAuditLog } from './endpoints/get-audit-log';
export { getBalanceReport, useBalanceReport } from './endpoints/get-balance-report';
export { getCategories, useCategories } from './endpoints/get-categories';
export { type CategoryChoice, getCategoryChoices, useCategoryChoices } from './endpoints/get-category-choices';
export { getDineInLinks } from './endpoints/get-dine-in-links';
export { embedKeySwrKey, getEmbedKey, useEmbedKey } from './endpoints/get-embed-key';
export { getIcons, useIcons } from './endpoints/get-icons';
export { getKiosks, type KioskList, useKiosks } from './endpoints/get-kiosks';
export { getLoyaltyReport, useLoyaltyReport } from './endpoints/get-loyalty-report';
export { getMostSoldProductsReport, useMostSoldProductsReport } from './endpoints/get-most-sold-products-report';
export {
  getOriginBreakdownReport,
  type OriginBreakdown,
  useOriginBreakdownReport,
} from './endpoints/get-origin-breakdown-report';
export { getPlatformPlans, usePlatformPlans } from './endpoints/get-platform-plans';
export { getPromoCodes, usePromoCodes } from './endpoints/get-promo-codes';
export { getReport, type ReportAnswer, type ReportCall, type ReportQuery, useReport } from './endpoints/get-report';
export { getSalesPerHourReport, useSalesPerHourReport } from './endpoints/get-sales-per-hour-report';
export { getShop, type ShopWithPaymentAccount, useShopDetails } from './endpoints/get-shop';
export { getShopOrders, type OrderList, type ShopOrdersQuery, useShopOrders } from './endpoints/get-shop-orders';
export { getShopSummary, type ShopSummary, useShopSummary } from './endpoints/get-shop-summary';
export { getTomorrowPayoutReport, useTomorrowPayoutReport } from './endpoints/get-tomorrow-payout-report';
export { getUpsellReport, useUpsellReport } from './endpoints/get-upsell-report';
export { getUser, useUser } from './endpoints/get-user';
export { getUserShops, userShopsKey, useUserShops } from './endpoints/get-user-shops';
export { getUsers, type UserSearch, useUsers } from './endpoints/get-users';
export { getVerificationLink } from './endpoints/get-verification-link';
export { getIntegrations, updateIntegration, useIntegrations } from './endpoints/integrations';
export {
  getKioskLayoutVersion,
  getKioskLayoutVersions,
  getLayoutHistory,
  getLayoutHistoryVersion,
  getLayoutVersion,
  getLayoutVersions,
  type LayoutOwnerRef,
  type LayoutVersionDetail,
  publishEmbedLayout,
  publishKioskLayout,
  publishLayout,
  restoreKioskLayoutVersion,
  restoreLayout,
  restoreLayoutVersion,
  useKioskLayoutVersions,
  useLayoutHistory,
  useLayoutVersions,
} from './endpoints/layout-versions';
export { login } from './endpoints/login';
export { exportMenu, importMenu } from './endpoints/menu-spreadsheet';
export {
  disableMfa,
  enableMfa,
  getMfaStatus,
  loginMfa,
  regenerateRecoveryCodes,
  setupMfa,
} from './endpoints/mfa';
export { getOrdersPause, pauseOrders, useOrdersPause } from './endpoints/orders-pause';
export { deletePushSubscription, getPushPublicKey, savePushSubscription } from './endpoints/push-subscription';
export { refundOrder, rejectOrder } from './endpoints/refund-order';
export { reorderCategories } from './endpoints/reorder-categories';
export { requestPasswordReset } from './endpoints/request-password-reset';
export { resendReceipt } from './endpoints/resend-receipt';
export { type NewPassword, resetPassword } from './endpoints/reset-password';
export { createCategory, deleteCategory, updateCategory } from './endpoints/save-category';
export { createOption, deleteOption, updateOption } from './endpoints/save-option';
export { createProduct, deleteProduct, updateProduct } from './endpoints/save-product';
export { createPromoCode, deletePromoCode, updatePromoCode } from './endpoints/save-promo-code';
export { searchShops } from './endpoints/search-shops';
export {
  endMySession,
  getMySessions,
  LOGOUT_TIMEOUT_MS,
  logoutOnServer,
  signOutOtherSessions,
  undoEmailChange,
  useMySessions,
} from './endpoints/sessions';
export { setAcceptingOrders } from './endpoints/set-accepting-orders';
export { shareDeviceLocation } from './endpoints/share-device-location';
export type { ReportRange } from './endpoints/shop-report';
export { signup } from './endpoints/signup';
export { completeSubscriptionCheckout, startSubscriptionCheckout } from './endpoints/subscription-checkout';
export { syncCategoryProducts } from './endpoints/sync-category-products';
export {
  acceptTeamInvite,
  cancelInvite,
  changeMemberRole,
  getTeam,
  getTeamInvite,
  inviteToTeam,
  removeMember,
  setTeamTwoStep,
  useTeam,
} from './endpoints/team';
export { updateEmbedKey } from './endpoints/update-embed-key';
export { updateKiosk } from './endpoints/update-kiosk';
export { markOrderSeen, updateLineItemStatus, updateOrderStatus } from './endpoints/update-order-status';
export { updateShop } from './endpoints/update-shop';
export { updateShopPayment } from './endpoints/update-shop-payment';
export { updateUser } from './endpoints/update-user';
export { UPLOAD_ABORTED, type UploadImageInput, uploadImage } from './endpoints/upload-image';
export { type OrderEventsHandlers, type OrderStreamEvent, parseFrames, watchOrderEvents } from './endpoints/watch-order-events';
export { type FieldLabels, type FormScope, refusedField, withFormScope } from './field-refusal';
export { API_SWR_CONFIG, type ApiKey, ApiSWRProvider, type ApiSWRProviderProps, apiFetcher } from './swr/ApiSWRProvider';
