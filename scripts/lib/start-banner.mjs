// What `npm start` prints once the stack is up (scripts/start.mjs). A function of its own so a test can check the
// text (api/src/orders/intake/simulator-plan.test.ts): the sign-ins, the URLs and how to run the order simulator.

/** @param {{ url: string, apiUrl: string, ports: Record<string, number>, devOutbox?: boolean }} stack */
export function startBanner(stack) {
  const remotes = Object.entries(stack.ports)
    .filter(([name]) => name !== 'host')
    .map(([name, port]) => `${name} ${port}`)
    .join(', ');
  return `
  Venue Back-office is running:  ${stack.url}

  Demo sign-ins
    merchant  merchant@example.com / merchant123
    admin     admin@example.com    / admin123
    manager   manager@example.com  / manager123   (Harbourside Espresso Bar)
    barista   barista@example.com  / barista123   (staff at Harbourside Espresso Bar)

  API ${stack.apiUrl} (also under ${stack.url}/api/…); remotes on ports ${remotes}
  Ctrl-C stops everything; data stays in .data/ for the next start.
${stack.devOutbox ? `  Mail outbox (password-reset links): ${stack.apiUrl}/dev/outbox — on for this local start only (DEV_OUTBOX)\n` : ''}
  Live orders: in another terminal, \`pnpm simulate:orders --open\` places realistic orders through the API
  (--shop ID, --rate N/min, --minutes M; --open makes the shops accept orders first).
`;
}
