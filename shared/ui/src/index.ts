// The face of @backoffice/ui. The only package that imports '@chakra-ui/react'; see ./chakra.ts for why the
// Chakra set is listed by name.

export { AreaPage, type AreaPageProps } from './area/AreaPage';
export { CurrentShopName } from './area/CurrentShopName';
export { KeyFigure, type KeyFigureProps } from './area/KeyFigure';
export * from './chakra';
export { LockingOverlay } from './overlay/LockingOverlay';
export { ProgressBar } from './progress/ProgressBar';
export {
  createRemoteLifecycles,
  type RemoteLifecycle,
  type RemoteLifecycleOptions,
  type RemoteLifecycles,
  type RemoteProps,
} from './remote/createRemoteLifecycles';
export { STANDALONE_SESSION_KEY } from './standalone/standalone-session';
export { type StandaloneOptions, startStandalone } from './standalone/startStandalone';
export { BackofficeProvider } from './theme/BackofficeProvider';
export { system } from './theme/system';
export { BackofficeToaster } from './toast/BackofficeToaster';
export { DEFAULT_TOAST_MS, showToast, toaster } from './toast/toaster';
