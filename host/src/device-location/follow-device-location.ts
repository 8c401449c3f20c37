// The lazy chunk's entry (DeviceFollower imports it with import()).
export { FollowDeviceLocation } from '@backoffice/ui';
