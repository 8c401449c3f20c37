/**
 * Test helpers for remotes (import from '@backoffice/ui/testing', never from app code): render a remote's
 * routes inside the same providers createRemoteLifecycles uses, with a memory router and a fresh SWR cache.
 */
import { ApiSWRProvider } from '@backoffice/api-client';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { BackofficeProvider } from './theme/BackofficeProvider';

export function renderArea(ui: ReactElement, { path = '/' }: { path?: string } = {}): RenderResult {
  return render(
    <BackofficeProvider>
      <ApiSWRProvider provider={() => new Map()}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ApiSWRProvider>
    </BackofficeProvider>,
  );
}
