import { type Location, type NavigateFunction, useLocation, useNavigate } from '@backoffice/ui/router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { z } from 'zod';
import { parseQuery, toQuery } from './query';
import { useUrlDialog } from './useUrlDialog';
import { useUrlState } from './useUrlState';

const Filters = z.object({
  q: z.string().default(''),
  page: z.number().int().min(1).default(1),
  status: z.enum(['open', 'closed']).optional(),
  archived: z.boolean().default(false),
  tag: z.array(z.string()).default([]),
});

describe('parseQuery / toQuery', () => {
  it('reads typed values; a bad or missing value falls back to the default', () => {
    expect(parseQuery('?q=tea&page=3&status=open&archived=true&tag=a&tag=b', Filters)).toEqual({
      q: 'tea',
      page: 3,
      status: 'open',
      archived: true,
      tag: ['a', 'b'],
    });
    expect(parseQuery('page=zero&status=lost&archived=maybe', Filters)).toEqual({ q: '', page: 1, archived: false, tag: [] });
    expect(parseQuery(new URLSearchParams('page=-2'), Filters).page).toBe(1);
    // text that looks like a number stays text where the schema wants text
    expect(parseQuery('q=42', Filters).q).toBe('42');
  });

  it('writes values, leaves out empty ones, keeps the other parameters of a base', () => {
    expect(toQuery({ q: 'tea pot', page: 2, status: undefined, tag: ['a', 'b'], none: null, blank: '' })).toBe(
      'q=tea+pot&page=2&tag=a&tag=b',
    );
    expect(toQuery({ page: 3, q: undefined }, '?q=old&section=menu&page=1&page=9')).toBe('section=menu&page=3');
  });
});

interface Router {
  location: Location;
  navigate: NavigateFunction;
}
function Probe({ router }: { router: Router }) {
  router.location = useLocation();
  router.navigate = useNavigate();
  return null;
}
function start(ui: React.ReactElement, url: string): Router {
  const router = {} as Router;
  render(
    <MemoryRouter initialEntries={[url]}>
      {ui}
      <Probe router={router} />
    </MemoryRouter>,
  );
  return router;
}

function FilterBar() {
  const [state, setState] = useUrlState(Filters);
  return (
    <div>
      <p>{JSON.stringify(state)}</p>
      <button type="button" onClick={() => setState((prev) => ({ page: prev.page + 1 }))}>
        Next
      </button>
      <button type="button" onClick={() => setState({ q: 'tea', page: 1 }, { replace: true })}>
        Search
      </button>
      <button
        type="button"
        onClick={() => {
          setState({ status: 'open' });
          setState((prev) => ({ page: prev.page + 1 }));
        }}
      >
        Open ones, next page
      </button>
    </div>
  );
}

describe('useUrlState', () => {
  it('reads the URL typed, patches only its keys, keeps unknown parameters, drops defaults; push or replace', () => {
    const router = start(<FilterBar />, '/shops?page=2&section=menu&page=x');
    expect(screen.getByText(/"page":2/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.location.search).toBe('?page=3&section=menu');
    expect(screen.getByText(/"page":3/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.location.search).toBe('?section=menu&q=tea');
    // Search replaced the entry: Back goes to page=2 (before Next)
    act(() => {
      router.navigate(-1);
    });
    expect(router.location.search).toBe('?page=2&section=menu&page=x');
  });

  it('two calls in one turn both land, the second starting from the first (and a dialog opened beside them)', () => {
    const router = start(
      <>
        <FilterBar />
        <Dialogs />
      </>,
      '/orders?page=2',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open ones, next page' }));
    expect(router.location.search).toBe('?page=3&status=open');
    fireEvent.click(screen.getByRole('button', { name: 'Filter and edit' }));
    expect(router.location.search).toBe('?page=3&status=closed&action=edit&id=5');
    expect(screen.getByText('edit 5')).toBeInTheDocument();
  });
});

function Dialogs() {
  const dialog = useUrlDialog<'edit' | 'delete'>({ actions: ['edit', 'delete'] });
  const [, setState] = useUrlState(Filters);
  return (
    <div>
      <p>{dialog.action ? `${dialog.action} ${dialog.params.id ?? '-'}` : 'closed'}</p>
      <button type="button" onClick={() => dialog.open('edit', { id: 42 })}>
        Edit
      </button>
      <button type="button" onClick={() => dialog.open('delete', { id: 7, step: 2 })}>
        Delete
      </button>
      <button type="button" onClick={dialog.close}>
        Close
      </button>
      <button
        type="button"
        onClick={() => {
          setState({ status: 'closed' });
          dialog.open('edit', { id: 5 });
        }}
      >
        Filter and edit
      </button>
    </div>
  );
}

describe('useUrlDialog', () => {
  it('opens from a link; an unknown action is no dialog', () => {
    start(<Dialogs />, '/vouchers?action=edit&id=9');
    expect(screen.getByText('edit 9')).toBeInTheDocument();
  });

  it('ignores an action it does not know', () => {
    start(<Dialogs />, '/vouchers?action=zap&id=9');
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('open pushes (Back closes), close replaces and drops its parameters, other parameters kept', () => {
    const router = start(<Dialogs />, '/vouchers?section=codes');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(router.location.search).toBe('?section=codes&action=edit&id=42');
    expect(screen.getByText('edit 42')).toBeInTheDocument();
    act(() => {
      router.navigate(-1);
    });
    expect(screen.getByText('closed')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(router.location.search).toBe('?section=codes&action=delete&id=7&step=2');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(router.location.search).toBe('?section=codes');
    // closing replaced the entry: Back returns to before the dialog opened
    act(() => {
      router.navigate(-1);
    });
    expect(router.location.search).toBe('?section=codes');
  });
});
