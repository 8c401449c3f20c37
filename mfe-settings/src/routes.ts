import { ROUTES, SETTINGS_SECTIONS, type SettingsSection } from '@backoffice/contracts';

/**
 * The paths this remote owns (REMOTE_ROUTES.settings in contracts), as react-router patterns. Links to another
 * area never import that area: they use ROUTES and ask the host with topics.navigate.
 */
export const paths = {
  settings: ROUTES.settings,
  tableOrdering: ROUTES.tableOrdering,
  integrations: ROUTES.integrations,
  team: ROUTES.team,
} as const;

export { SETTINGS_SECTIONS, type SettingsSection } from '@backoffice/contracts';

export const settingsSectionPath = (section: SettingsSection): string => ROUTES.settingsSection(section);

/** The section named in the URL, or null when there is none or it is not one of ours. */
export function parseSettingsSection(search: string): SettingsSection | null {
  const section = new URLSearchParams(search).get('section');
  return SETTINGS_SECTIONS.find((s) => s === section) ?? null;
}
