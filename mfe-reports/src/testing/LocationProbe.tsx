import { useLocation } from '@backoffice/ui/router';

/** Shows the router's current search string, so a test can check what went into the URL. */
export function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="location-search">{search}</output>;
}
