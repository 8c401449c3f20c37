import { POSITIONS } from '@backoffice/contracts';
import type { CSSProperties, ReactNode } from 'react';
import type { PreviewStyle } from './preview-style';
import { at } from './resolve';

type Position = (typeof POSITIONS)[number];
const JUSTIFY: Record<Position, CSSProperties['justifyContent']> = { left: 'flex-start', center: 'center', right: 'flex-end' };

const place = (value: unknown, fallback: Position): Position =>
  (POSITIONS as readonly string[]).includes(String(value)) ? (value as Position) : fallback;

/** Spec 001 §2 navbar: logo, menu and login each at its position (left, center, right); v1 has the logo only. */
export function PreviewNavbar({ style }: { style: PreviewStyle }) {
  const { layout, v2, r, button } = style;
  const navbar = at(layout, 'navbar');
  const general = at(layout, 'general');
  const logo = (typeof navbar.logo === 'string' && navbar.logo) || (typeof general.logo === 'string' && general.logo) || '';
  const items: { position: Position; element: ReactNode }[] = [
    {
      position: v2 ? place(navbar.logoPosition, 'left') : 'left',
      element: logo ? (
        <img key="logo" src={logo} alt="" style={{ height: 32, aspectRatio: '4' }} />
      ) : (
        <strong key="logo">Logo</strong>
      ),
    },
    ...(v2
      ? [
          {
            position: place(navbar.menuPosition, 'center'),
            element: (
              <span key="menu" style={button(at(layout, 'navbar', 'menu'))}>
                Menu
              </span>
            ),
          },
          {
            position: place(navbar.loginPosition, 'right'),
            element: (
              <span key="login" style={button(at(layout, 'navbar', 'login'))}>
                Login
              </span>
            ),
          },
        ]
      : []),
  ];
  return (
    <nav
      style={{
        display: 'grid',
        gridTemplateColumns: '1fr auto 1fr',
        alignItems: 'center',
        gap: 8,
        padding: '8px 16px',
        ...(v2 ? {} : r.style(navbar)),
      }}
    >
      {POSITIONS.map((position) => (
        <div
          key={position}
          data-testid={`preview-navbar-${position}`}
          style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: JUSTIFY[position] }}
        >
          {items.filter((item) => item.position === position).map((item) => item.element)}
        </div>
      ))}
    </nav>
  );
}
