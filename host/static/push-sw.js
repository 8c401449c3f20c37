// The host's push service worker (served at /push-sw.js, scope '/'): shows the new-order push the API sends when
// the shop's "New-order push notification" is on and this device chose "Allow notifications on this device"
// (shared/ui live-orders/push.ts), even with no back-office tab open. A click opens (or focuses) the order.
// Plain JavaScript, copied as is into the host's build (no bundling: a worker has no DOM and no federation runtime).
/* eslint-env serviceworker */

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'New order';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.orderId === 'string' ? `order-${data.orderId}` : undefined,
      data: { url: typeof data.url === 'string' ? data.url : '/shop/orders' },
      requireInteraction: true,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // only a path of this site: never a URL from elsewhere
  const path = String(event.notification.data?.url || '/shop/orders');
  const url = new URL(path.startsWith('/') ? path : '/shop/orders', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(url).then((client) => (client ?? open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
