import { type ToastMessage, topics } from '@backoffice/event-bus';
import { Link, Portal, Stack, Toast, Toaster } from '@backoffice/ui/chakra';
import { useEffect } from 'react';
import { showToast, toaster } from './toaster';

type ToastLinkValue = NonNullable<ToastMessage['link']>;

function isToastLink(value: unknown): value is ToastLinkValue {
  const link = value as Partial<ToastLinkValue> | undefined;
  return typeof link?.path === 'string' && typeof link.label === 'string';
}

/** A toast's link (a new order's): a real link (middle-click, copy), followed in-app through `navigate`. */
function ToastLink({ link, toastId }: { link: ToastLinkValue; toastId: string | undefined }) {
  return (
    <Link
      href={link.path}
      fontSize="sm"
      fontWeight="semibold"
      textDecoration="underline"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        topics.navigate.emit(link.path);
        if (toastId) toaster.dismiss(toastId);
      }}
    >
      {link.label}
    </Link>
  );
}

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
              {isToastLink(toast.meta?.link) && <ToastLink link={toast.meta.link} toastId={toast.id} />}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
