/**
 * The editor's small icons (16 px, currentColor, hidden from screen readers: the button beside or around each
 * names what it does).
 */
import type { ReactNode } from 'react';
import type { DesignNode } from '../../../domain/design.ts';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="shrink-0"
    >
      {children}
    </svg>
  );
}

export const EyeIcon = () => (
  <Icon>
    <path d="M1.5 8s2.4-4.5 6.5-4.5S14.5 8 14.5 8 12.1 12.5 8 12.5 1.5 8 1.5 8Z" />
    <circle cx="8" cy="8" r="2" />
  </Icon>
);
export const EyeOffIcon = () => (
  <Icon>
    <path d="M2 2l12 12M6.6 4a6.6 6.6 0 0 1 1.4-.5c4.1 0 6.5 4.5 6.5 4.5a11 11 0 0 1-1.7 2.3M9.9 12.2a6 6 0 0 1-1.9.3C3.9 12.5 1.5 8 1.5 8a11 11 0 0 1 2.3-2.9" />
  </Icon>
);
export const LockIcon = () => (
  <Icon>
    <rect x="3" y="7" width="10" height="7" rx="1.5" />
    <path d="M5 7V5a3 3 0 0 1 6 0v2" />
  </Icon>
);
export const UnlockIcon = () => (
  <Icon>
    <rect x="3" y="7" width="10" height="7" rx="1.5" />
    <path d="M5 7V5a3 3 0 0 1 5.8-1" />
  </Icon>
);
export const UpIcon = () => (
  <Icon>
    <path d="M8 13V3M4 7l4-4 4 4" />
  </Icon>
);
export const DownIcon = () => (
  <Icon>
    <path d="M8 3v10M4 9l4 4 4-4" />
  </Icon>
);
export const PencilIcon = () => (
  <Icon>
    <path d="M11 2.5l2.5 2.5L5.5 13H3v-2.5L11 2.5Z" />
  </Icon>
);
export const UndoIcon = () => (
  <Icon>
    <path d="M5 3L2 6l3 3" />
    <path d="M2 6h7.5a4 4 0 0 1 0 8H6" />
  </Icon>
);
export const RedoIcon = () => (
  <Icon>
    <path d="M11 3l3 3-3 3" />
    <path d="M14 6H6.5a4 4 0 0 0 0 8H10" />
  </Icon>
);
export const TextIcon = () => (
  <Icon>
    <path d="M3 3.5h10M8 3.5V13M6 13h4" />
  </Icon>
);
export const RectIcon = () => (
  <Icon>
    <rect x="2.5" y="3.5" width="11" height="9" rx="1" />
  </Icon>
);
export const EllipseIcon = () => (
  <Icon>
    <ellipse cx="8" cy="8" rx="5.5" ry="4.5" />
  </Icon>
);
export const ImageIcon = () => (
  <Icon>
    <rect x="2" y="3" width="12" height="10" rx="1" />
    <circle cx="6" cy="6.5" r="1" />
    <path d="M2.5 12l3.5-3.5 2.5 2.5 2-2 3 3" />
  </Icon>
);
export const LogoIcon = () => (
  <Icon>
    <path d="M8 1.8l1.9 3.9 4.3.6-3.1 3 .7 4.3L8 11.6l-3.8 2 .7-4.3-3.1-3 4.3-.6L8 1.8Z" />
  </Icon>
);

export function KindIcon({ node }: { node: DesignNode }) {
  switch (node.kind) {
    case 'text':
      return <TextIcon />;
    case 'rect':
      return <RectIcon />;
    case 'ellipse':
      return <EllipseIcon />;
    case 'image':
      return node.role === 'logo' ? <LogoIcon /> : <ImageIcon />;
  }
}
