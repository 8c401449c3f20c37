import type { DesignVersion, LayoutTarget } from '@backoffice/contracts';
import { Box, HStack, NativeSelect, Text } from '@backoffice/ui';
import { PreviewNavbar } from './PreviewNavbar';
import { PREVIEW_PAGES, type PreviewPage, PreviewPageBody } from './PreviewPageBody';
import { previewStyle } from './preview-style';
import { at, type Layout } from './resolve';
import { usePreviewFonts } from './usePreviewFonts';
import { usePreviewMenu } from './usePreviewMenu';

export { PREVIEW_PAGES, type PreviewPage } from './PreviewPageBody';
export const DEVICES = { desktop: 1024, tablet: 768, mobile: 375, kiosk: 540 } as const;
export type Device = keyof typeof DEVICES;

export interface StorePreviewProps {
  target: LayoutTarget;
  version: DesignVersion;
  /** The values being edited (unsaved included). */
  layout: Layout;
  page: PreviewPage;
  device: Device;
  onPageChange: (page: PreviewPage) => void;
  onDeviceChange: (device: Device) => void;
  /** e.g. "Draft" or "Version 3". */
  caption: string;
}

/**
 * A storefront page drawn from the shop's real menu with the layout being edited: every render reads the form's
 * current values, so an edit shows on the next frame (within 100 ms of a keystroke). The navbar and each page are
 * pieces of their own (PreviewNavbar, PreviewPageBody) drawn with one PreviewStyle.
 */
export function StorePreview({
  target,
  version,
  layout,
  page,
  device,
  onPageChange,
  onDeviceChange,
  caption,
}: StorePreviewProps) {
  const { menu } = usePreviewMenu();
  const style = previewStyle(version, layout);
  const { r, v2 } = style;
  usePreviewFonts(v2 ? at(layout, 'theme').importFonts : at(layout, 'fonts').import);
  const pages = PREVIEW_PAGES.filter((p) => p !== 'landing' || target === 'kiosk');
  const footer = at(layout, 'footer');
  const width = DEVICES[device];
  const scale = Math.min(1, 520 / width);

  return (
    <Box>
      <HStack gap="2" mb="2" flexWrap="wrap">
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label="Preview page"
            value={page}
            onChange={(e) => onPageChange(e.target.value as PreviewPage)}
          >
            {pages.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label="Preview device"
            value={device}
            onChange={(e) => onDeviceChange(e.target.value as Device)}
          >
            {(Object.keys(DEVICES) as Device[]).map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Text fontSize="sm" color="fg.muted">
          {caption}
        </Text>
      </HStack>
      <Box overflow="hidden" borderWidth="1px" borderRadius="md" width={`${Math.round(width * scale)}px`} maxW="100%">
        <div
          data-testid="store-preview"
          aria-hidden="true"
          style={{
            width,
            transform: `scale(${scale})`,
            transformOrigin: 'top left',
            marginBottom: `${-(1 - scale) * 100}%`,
            background: r.pageBackground,
            minHeight: 480,
            display: 'flex',
            flexDirection: 'column',
            fontFamily: r.font(v2 ? 'first' : at(layout, 'general').mainFont),
          }}
        >
          {page !== 'landing' && <PreviewNavbar style={style} />}
          <PreviewPageBody page={page} style={style} menu={menu} />
          {target === 'embed' && v2 && footer.enabled === true && (
            <footer
              style={{
                background: r.color(footer.backgroundColor),
                padding: Number(footer.padding) || 0,
                position: 'relative',
                // fixed: held at the bottom of the screen (the frame), relative: right after the page's content
                marginTop: footer.type === 'fixed' ? 'auto' : 0,
              }}
              data-type={footer.type === 'fixed' ? 'fixed' : 'relative'}
              // sanitised on the server before it was stored; unsaved drafts are shown as text only
              data-testid="preview-footer"
            >
              {String(footer.content ?? '').replace(/<[^>]*>/g, ' ')}
            </footer>
          )}
        </div>
      </Box>
    </Box>
  );
}
