import { topics } from '@backoffice/event-bus';
import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { showToast, toaster } from './toaster';

/**
 * Renders the page's toasts and turns every `topics.toast` message (from the host, a remote or apiFetch) into
 * one. Render it once per page: the host does, and so does a remote's standalone page.
 */
export function BackofficeToaster() {
  useEffect(() => topics.toast.on(showToast), []);
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
