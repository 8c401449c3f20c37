// The face of @backoffice/ui. Not a federation share: the host and each remote bundle what they use of it,
// tree-shaken (each React root renders its own BackofficeProvider; see shared/webpack-config/src/shared.cjs).
// The only package that imports '@chakra-ui/react'; see ./chakra.ts for why the Chakra set is listed by name.
// What only remotes use lives in sub-paths that are not shared: '@backoffice/ui/remote' (single-spa lifecycles)
// and '@backoffice/ui/standalone' (a remote's dev page). Nothing here may import from them.

export * from '@backoffice/ui/chakra';
export { system } from '@backoffice/ui/system';
// The list and watch hooks of the form library under useSchemaForm, so remotes need no dependency of their own.
export { type UseFieldArrayReturn, useFieldArray, useWatch } from 'react-hook-form';
export { AddressInput, type AddressInputProps, busAddressSearch } from './address/AddressInput';
export {
  EMPTY_MANUAL_ADDRESS,
  isUsableAddress,
  type ManualAddressParts,
  manualAddress,
  manualAddressErrors,
} from './address/address-rules';
export { AreaPage, type AreaPageProps } from './area/AreaPage';
export { CurrentShopName } from './area/CurrentShopName';
export { KeyFigure, type KeyFigureProps } from './area/KeyFigure';
export { useChoiceToggle } from './choices/useChoiceToggle';
export {
  DEVICE_LOCATION_CONSENT_KEY,
  type DeviceLocationConsent,
  readDeviceLocationConsent,
  writeDeviceLocationConsent,
} from './device-location/consent';
export { useDeviceLocationStatus } from './device-location/device-location-status';
export { FollowDeviceLocation } from './device-location/FollowDeviceLocation';
export { useFollowDeviceLocation } from './device-location/follow-device';
export {
  CANNOT_BE_UNDONE,
  CONFIRM_DELETE_MISMATCH,
  CONFIRM_DELETE_TEXT,
  ConfirmDeleteDialog,
  type ConfirmDeleteDialogProps,
  deleteQuestion,
} from './dialogs/ConfirmDeleteDialog';
export { ConfirmDialog, type ConfirmDialogProps } from './dialogs/ConfirmDialog';
export { PromptDialog, type PromptDialogProps } from './dialogs/PromptDialog';
export {
  type Checked,
  checkPayload,
  type FieldErrors,
  focusFirstInvalid,
  type PayloadSchema,
  type SchemaIssue,
} from './forms/field-errors';
export {
  FormCheckboxField,
  type FormFieldProps,
  FormMoneyField,
  FormNumberField,
  FormSelectField,
  type FormSelectOption,
  FormSwitchField,
  FormTextareaField,
  FormTextField,
  type FormTextFieldProps,
  textToNumber,
} from './forms/form-fields';
export { SchemaForm, type SchemaFormProps, useSchemaError, useSchemaField } from './forms/SchemaForm';
export type { ZodLike, ZodObjectLike } from './forms/schema-shape';
export { useFieldErrors } from './forms/use-field-errors';
export {
  type FormInput,
  type FormOutput,
  type SchemaFormOptions,
  type SchemaFormReturn,
  useSchemaForm,
} from './forms/useSchemaForm';
export { IMAGE_UPLOADED, ImageUpload, type ImageUploadProps, NO_SHOP_MESSAGE } from './image/ImageUpload';
export { MOBILE_LAYOUT_QUERY, useIsMobileLayout } from './layout/useIsMobileLayout';
export { DeviceAlertControls } from './live-orders/DeviceAlertControls';
export { CHIME_REPEAT_MS } from './live-orders/device-alerts';
export { LiveOrders } from './live-orders/LiveOrders';
export { lastLiveOrderEventId, onLiveOrderEvent, useLiveOrdersState, useOrderAlerts } from './live-orders/live-orders-status';
export { LoadingSpinner } from './loading/LoadingSpinner';
export { MoneyInput, type MoneyInputProps } from './money/MoneyInput';
export { LockingOverlay } from './overlay/LockingOverlay';
export { ContactDetailsForm, type ContactDetailsFormProps, type ContactDetailsSchema } from './people/ContactDetailsForm';
export { RolesEditor } from './people/RolesEditor';
export {
  BUZZER_PLATFORMS,
  CUSTOMER_PLATFORMS,
  DISPLAY_PLATFORMS,
  PLATFORM_LABELS,
  PlatformCheckboxes,
  type PlatformCheckboxesProps,
} from './platforms/PlatformCheckboxes';
export { ProgressBar } from './progress/ProgressBar';
export {
  downloadBlob,
  QR_CARD_GRID,
  QR_SIZE,
  QR_THEME_COLOURS,
  QR_THEMES,
  type QrCard,
  type QrCardsPdfInput,
  type QrTheme,
  qrCardsPdf,
  qrDataUrl,
} from './qr/qr-pdf';
export { NoAccess, noAccessText, RequirePermission, type RequirePermissionProps } from './roles/RequirePermission';
export { useCan, useShopRole } from './roles/shop-role';
export { ScheduleEditor, type ScheduleEditorProps } from './schedule/ScheduleEditor';
export { UrlAccordion, type UrlAccordionItem, type UrlAccordionProps } from './sections/UrlAccordion';
export { type UrlTabItem, UrlTabs, type UrlTabsProps } from './sections/UrlTabs';
export { SECTION_PARAM, useUrlSection } from './sections/useUrlSection';
export { DataTable, type DataTableColumn, type DataTableProps } from './table/DataTable';
export {
  ADMIN_PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  type SortDirection,
  sortKey,
  type TableQuery,
  type TableQueryState,
  type TableSort,
  useTableQuery,
} from './table/useTableQuery';
export { BackofficeProvider } from './theme/BackofficeProvider';
export { cspStyleNonce } from './theme/style-nonce';
export { BackofficeToaster } from './toast/BackofficeToaster';
export { DEFAULT_TOAST_MS, showToast, toaster } from './toast/toaster';
export { parseQuery, queryParam, toQuery, toSearchParams, type UrlQueryValue } from './url/query';
export { DIALOG_ACTION_PARAM, type UrlDialog, type UrlDialogOptions, useUrlDialog } from './url/useUrlDialog';
export { type SetUrlState, type UrlStatePatch, useUrlState } from './url/useUrlState';
