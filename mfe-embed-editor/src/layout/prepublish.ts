import { checkFontImports, type DesignVersion, logoAspectOk } from '@backoffice/contracts';
import { at, contrastProblems, type Layout } from './resolve';

export interface PublishIssue {
  id: string;
  /** The section whose form fixes it. */
  section: string;
  message: string;
}

function loadImage(src: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

/** Loads a font stylesheet the way the store would; false when it fails (or takes longer than 5 s). */
function loadStylesheet(href: string): Promise<boolean> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    const done = (ok: boolean) => {
      clearTimeout(timer);
      link.remove();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), 5000);
    link.onload = () => done(true);
    link.onerror = () => done(false);
    document.head.appendChild(link);
  });
}

/**
 * What would hurt customers if this layout went live (the pre-publish check): text/background pairs under
 * WCAG AA, a logo missing or not 4:1, a font import that does not load.
 */
export async function prePublishIssues(version: DesignVersion, layout: Layout): Promise<PublishIssue[]> {
  const issues: PublishIssue[] = contrastProblems(version, layout).map((problem) => ({
    id: `contrast-${problem.path}`,
    section: problem.section,
    message: `${problem.path}: text ${problem.foreground} on ${problem.background} has contrast ${problem.ratio.toFixed(2)}:1 (WCAG AA needs 4.5:1).`,
  }));
  const logoSection = version === 2 ? 'navbar' : 'general';
  const logo = at(layout, logoSection).logo;
  if (typeof logo !== 'string' || logo === '') {
    issues.push({ id: 'logo-missing', section: logoSection, message: 'The store has no logo.' });
  } else {
    const size = await loadImage(logo);
    if (!size) issues.push({ id: 'logo-broken', section: logoSection, message: 'The logo could not be loaded.' });
    else if (!logoAspectOk(size.width, size.height))
      issues.push({
        id: 'logo-aspect',
        section: logoSection,
        message: `The logo is ${size.width} × ${size.height}; the navbar expects an aspect ratio of 4 (e.g. 400 × 100).`,
      });
  }
  const fontSection = version === 2 ? 'theme' : 'fonts';
  const imports = version === 2 ? at(layout, 'theme').importFonts : at(layout, 'fonts').import;
  if (typeof imports === 'string' && imports.trim() !== '') {
    const check = checkFontImports(imports);
    if (!check.ok) issues.push({ id: 'font-refused', section: fontSection, message: check.message });
    else
      for (const url of check.urls)
        if (!(await loadStylesheet(url)))
          issues.push({ id: `font-${url}`, section: fontSection, message: `The font import ${url} failed to load.` });
  }
  return issues;
}
