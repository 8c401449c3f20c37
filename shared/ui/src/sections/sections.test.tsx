import { type Location, type NavigateFunction, useLocation, useNavigate } from '@backoffice/ui/router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { BackofficeProvider } from '../theme/BackofficeProvider';
import { UrlAccordion } from './UrlAccordion';
import { UrlTabs } from './UrlTabs';

const tabs = [
  { value: 'products', label: 'Products', content: <p>Products content</p> },
  { value: 'options', label: 'Options', content: <p>Options content</p> },
  { value: 'availability', label: 'Availability', content: <p>Availability content</p> },
] as const;

// A memory router (jsdom has no fetch Request, which data routers need) with a probe for the location and
// history moves, standing in for the browser's Back and Forward.
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
    <BackofficeProvider>
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <Probe router={router} />
      </MemoryRouter>
    </BackofficeProvider>,
  );
  return router;
}

const search = (router: Router) => router.location.search;

describe('UrlTabs (?section=)', () => {
  it('opens the tab the URL names, and writes a chosen tab to the URL keeping other parameters', async () => {
    const router = start(<UrlTabs label="Category" items={tabs} />, '/shop/menu/c1?section=options&x=1');
    expect(screen.getByRole('tab', { name: 'Options' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Options content')).toBeVisible();
    expect(screen.queryByText('Products content')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Availability' }));
    await waitFor(() => expect(search(router)).toBe('?section=availability&x=1'));
    expect(screen.getByText('Availability content')).toBeVisible();
  });

  it('falls back to the first tab when the section is missing or unknown', () => {
    start(<UrlTabs label="Category" items={tabs} />, '/shop/menu/c1?section=zzz');
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
  });

  it('Back and Forward move between the tabs chosen; a reload of the URL keeps the tab', async () => {
    const router = start(<UrlTabs label="Category" items={tabs} />, '/shop/menu/c1');
    await userEvent.click(screen.getByRole('tab', { name: 'Options' }));
    await waitFor(() => expect(search(router)).toBe('?section=options'));
    await userEvent.click(screen.getByRole('tab', { name: 'Availability' }));
    await waitFor(() => expect(search(router)).toBe('?section=availability'));
    act(() => void router.navigate(-1));
    expect(search(router)).toBe('?section=options');
    expect(screen.getByRole('tab', { name: 'Options' })).toHaveAttribute('aria-selected', 'true');
    act(() => void router.navigate(-1));
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
    act(() => void router.navigate(1));
    expect(screen.getByRole('tab', { name: 'Options' })).toHaveAttribute('aria-selected', 'true');

    // "Reload": a fresh app on the same URL.
    const url = router.location.pathname + router.location.search;
    document.body.innerHTML = '';
    start(<UrlTabs label="Category" items={tabs} />, url);
    expect(screen.getByRole('tab', { name: 'Options' })).toHaveAttribute('aria-selected', 'true');
  });
});

const sections = [
  { value: 'details', title: 'Details', content: <p>Details form</p> },
  { value: 'location', title: 'Location', content: <p>Location form</p> },
  { value: 'opening-hours', title: 'Opening hours', content: <p>Hours form</p> },
] as const;

describe('UrlAccordion (settings)', () => {
  let scrolled: string[];
  beforeEach(() => {
    scrolled = [];
    jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push((this as HTMLElement).dataset.section ?? '');
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('opens the section the URL names and scrolls it into view on load', async () => {
    start(<UrlAccordion items={sections} />, '/shop/menu/x?section=opening-hours');
    expect(screen.getByRole('button', { name: 'Opening hours' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Hours form')).toBeInTheDocument();
    expect(screen.queryByText('Details form')).not.toBeInTheDocument();
    await waitFor(() => expect(scrolled).toEqual(['opening-hours']));
  });

  it('opens the first section, without scrolling, when the URL names none or an unknown one', () => {
    start(<UrlAccordion items={sections} />, '/shop/menu/x?section=nope');
    expect(screen.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'true');
    expect(scrolled).toEqual([]);
  });

  it('keeps one section open: clicking another opens it and writes it to the URL; Back returns', async () => {
    const router = start(<UrlAccordion items={sections} />, '/shop/menu/x');
    await userEvent.click(screen.getByRole('button', { name: 'Location' }));
    await waitFor(() => expect(search(router)).toBe('?section=location'));
    expect(screen.getByRole('button', { name: 'Location' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'false');
    // Clicking the open one keeps it open (one section is always active).
    await userEvent.click(screen.getByRole('button', { name: 'Location' }));
    expect(screen.getByRole('button', { name: 'Location' })).toHaveAttribute('aria-expanded', 'true');
    act(() => void router.navigate(-1));
    expect(screen.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'true');
    expect(scrolled).toEqual([]);
  });
});
