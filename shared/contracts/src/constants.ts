/** Business constants from spec 000 §9 and spec 001 §9. One place, used by the API and every UI. */
export const LOCALE = 'en-au';
export const VENUE_TIME_ZONE = 'Pacific/Auckland';
export const DEFAULT_COUNTRY = 'NZ';
export const MOBILE_BREAKPOINT_PX = 600;
export const PROGRESS_BAR_HEIGHT_PX = 5;

export const SHOPS_LIST_LIMIT = 1000;
export const SHOP_NAME_NAV_LENGTH = 15;
export const SHOP_LIST_MAX_HEIGHT_PX = 300;
export const ONBOARDING_NAME_MIN_LENGTH = 3;
export const ONBOARDING_ADDRESS_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;

export const DEFAULT_PREPARATION_TIME_MINUTES = 5;
export const DEFAULT_FEE_PERCENT = 15;
/** Spec 000 §5: order fee % and customer surcharge % are typed in steps of 0.1. */
export const ORDER_FEE_STEP = 0.1;
export const SURCHARGE_PERCENT_STEP = 0.1;
/** Spec 000 §9: a price-table fee defaults to 10 and steps by 0.05 (dollars on screen; stored as integer cents). */
export const PRICING_TABLE_DEFAULT_FEE_CENTS = 1000;
export const PRICING_TABLE_FEE_STEP_CENTS = 5;
export const TRIAL_PERIOD_MONTHS = 1;

export const CHART_DRAW_DELAY_MS = 1000;
export const ERROR_TOAST_MS = 4000;
export const SUCCESS_TOAST_MS = 2000;
/** Spec 001 §4: 'Please accept order to allow item status update' shows for 4 seconds. */
export const ACCEPT_FIRST_MS = 4000;
export const SHOP_UPDATE_TIMEOUT_MS = 60_000;
export const PRODUCT_IMAGE_UPLOAD_TIMEOUT_MS = 60_000;
export const POST_SIGNUP_RELOAD_DELAY_MS = 2000;

export const ORDERS_REFRESH_MS = 60_000;
/** Ours: the orders screen's search (order number or customer name) is at most this long. */
export const ORDERS_SEARCH_MAX_LENGTH = 100;
export const ORDERS_FETCH_LIMIT = 1000;
export const ORDERS_FETCH_LIMIT_AFTER_UPDATE = 9999;
export const CUSTOMERS_FETCH_LIMIT = 1000;
export const CUSTOMER_ORDERS_PAGE_SIZE = 10;
export const ADMIN_PAGE_SIZE = 15;
export const SEARCH_DEBOUNCE_MS = 700;
export const PICKUP_BLINK_WITHIN_MINUTES = 3;
export const ASAP_PICKUP_GRACE_MINUTES = 2;
export const TAB_DEFAULT_LIFESPAN_MINUTES = 90;
export const DINE_IN_DEFAULT_PREPARATION_TIME = 15;
export const HERO_IMAGE_MAX_BYTES = 9 * 1024 * 1024;
export const QR_SIZE = 200;
export const FOOTER_PADDING_MIN = 0;
export const FOOTER_PADDING_MAX = 100;

/** Spec 000 §8 / 001 §8: error toast text when the server sent no message, and the toast's own fallback. */
export const ERROR_FALLBACK_MESSAGE =
  'Something odd just happened on our end, sorry about that. If you experience further problems, please refresh your browser.';
export const TOAST_FALLBACK_MESSAGE = 'Oh...something is wrong, please try again.';

/** Success toasts, word for word. */
export const MESSAGES = {
  loginSuccessful: 'Login successful',
  /** A call made with the stored token answered 401 (revoked, expired, user deleted): the host signs out. */
  sessionEnded: 'Your session has ended, please sign in again.',
  signupSuccessful: (name: string) => `Sign up successful. Welcome ${name}`,
  passwordUpdateSuccessful: 'Password update successful',
  userDetailsUpdateSuccessful: 'User details update successful',
  shopUpdateSuccessful: 'Shop update successful',
  shopDeleteSuccessful: 'Shop delete successful',
  venueTransferred: 'Venue transferred successfully',
  customerCartCleared: "Customer's cart cleared",
  /** Ours: the spec asks for "a payment-location confirmation" without its words. */
  paymentLocationSet: 'Payment location set successfully',
  resetRequestSent:
    'Request sent - If the specified email address exist in our records, you should receive a password reset email soon.',
  noRecordsForReport: 'No records found for selected report type',
  noPromoCodes: 'No available promo codes',
  noTables: 'No tables found, click the + button to add a new table',
  embedStoreDisabled: 'Embed store option is currently disabled. Would you like to enable it?',
  acceptOrderFirst: 'Please accept order to allow item status update',
  receiptSent: (address: string) => `Receipt send successfully to ${address}`,
  invalidKioskName: 'Please enter a valid kiosk name',
  /**
   * Spec 001 §8: "creation, update and delete successful for category, product, option and kiosk", worded like the
   * spec's 'Shop update successful' / 'Shop delete successful' (and the API's own 'Category delete successful').
   * Promo codes take the same words.
   */
  recordChanged: (record: 'Category' | 'Product' | 'Option' | 'Kiosk' | 'Promo code', change: 'creation' | 'update' | 'delete') =>
    `${record} ${change} successful`,
} as const;

export const SHOP_DELETE_CONFIRM_TEXT = 'confirm delete';
