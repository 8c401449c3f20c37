import { embedKeyInfo } from './embed';

describe('embedKeyInfo.origins: the custom domain (index 1) is a bare domain name', () => {
  it.each([
    ['https://order.example.com', 'Enter the domain name without http:// or https://.'],
    ['//order.example.com', 'Enter the domain name without http:// or https://.'],
    ['order.example.com/menu', 'Enter the domain name without a path (nothing after a /).'],
    ['order.example.com:8080', 'Enter only the domain name, without spaces, port or user name.'],
    ['order', 'That is not a valid domain name.'],
    ['192.168.0.1', 'Enter a domain name, not an IP address.'],
  ])('refuses %s with "%s" on origins.1', (domain, message) => {
    const result = embedKeyInfo.safeParse({ origins: ['ignored', domain] });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['origins', 1], message: `Custom domain is not valid. ${message}` }),
    ]);
  });

  it.each([
    [['shop.store.example'], true],
    [['shop.store.example', ''], true],
    [['shop.store.example', 'Order.Café.example.com'], true],
    [['shop.store.example', 'order.example.com.'], true],
  ])('accepts %j', (origins, ok) => expect(embedKeyInfo.safeParse({ origins }).success).toBe(ok));
});
