import { useSearchParams } from '@backoffice/ui/router';
import { useCallback } from 'react';
import { toSearchParams } from '../url/query';

export const SECTION_PARAM = 'section';

/**
 * The open tab or section, kept in the URL (`?section=…`, spec 000 §2 / 001 §2) so reload, back/forward and a
 * shared link all show the same one. A missing or unknown value means the first section. Choosing a section
 * pushes a history entry (Back returns to the previous one) and keeps the other query parameters.
 */
export function useUrlSection<S extends string>(
  sections: readonly S[],
  { param = SECTION_PARAM }: { param?: string } = {},
): [S, (section: S) => void, { fromUrl: boolean }] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(param);
  const known = raw !== null && (sections as readonly string[]).includes(raw);
  const current = (known ? raw : sections[0]) as S;
  const choose = useCallback(
    (section: S) => {
      setParams((previous) => toSearchParams({ [param]: section }, previous));
    },
    [param, setParams],
  );
  return [current, choose, { fromUrl: known }];
}
