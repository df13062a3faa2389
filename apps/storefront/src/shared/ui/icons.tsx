/**
 * Inline SVG icons: decorative (aria-hidden), sized by `size` (default 24), drawn in currentColor so
 * they follow the text colour. Controls that show only an icon carry their own aria-label.
 */
import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number;
}

function strokeIcon(paths: ReactNode, displayName: string) {
  function Icon({ size = 24, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

function fillIcon(paths: ReactNode, displayName: string) {
  function Icon({ size = 24, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const MenuIcon = /* @__PURE__ */ strokeIcon(<path d="M3 6h18M3 12h18M3 18h18" />, 'MenuIcon');
export const SearchIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20.5 20.5-4.9-4.9" />
  </>,
  'SearchIcon',
);
export const HeartIcon = /* @__PURE__ */ strokeIcon(
  <path d="M12 20.5s-7.5-4.6-9.2-9.1C1.6 8.1 3.7 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.8 1.1-1.7 2.7-2.8 4.7-2.8 3.6 0 5.7 3.6 4.5 6.9-1.7 4.5-9.2 9.1-9.2 9.1Z" />,
  'HeartIcon',
);
export const UserIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20.5c.9-3.8 4.2-6 8-6s7.1 2.2 8 6" />
  </>,
  'UserIcon',
);
export const BagIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M5 8h14l-1 12.5H6L5 8Z" />
    <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
  </>,
  'BagIcon',
);
export const CloseIcon = /* @__PURE__ */ strokeIcon(<path d="M6 6l12 12M18 6 6 18" />, 'CloseIcon');
export const ChevronDownIcon = /* @__PURE__ */ strokeIcon(<path d="m6 9 6 6 6-6" />, 'ChevronDownIcon');
export const ChevronRightIcon = /* @__PURE__ */ strokeIcon(<path d="m9 6 6 6-6 6" />, 'ChevronRightIcon');
export const ChevronLeftIcon = /* @__PURE__ */ strokeIcon(<path d="m15 6-6 6 6 6" />, 'ChevronLeftIcon');
export const ArrowRightIcon = /* @__PURE__ */ strokeIcon(
  <path d="M4 12h16m-6-6 6 6-6 6" />,
  'ArrowRightIcon',
);
export const PlusIcon = /* @__PURE__ */ strokeIcon(<path d="M12 5v14M5 12h14" />, 'PlusIcon');
export const MinusIcon = /* @__PURE__ */ strokeIcon(<path d="M5 12h14" />, 'MinusIcon');
export const HomeIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M3.5 10.5 12 4l8.5 6.5" />
    <path d="M5.5 9v11h13V9" />
  </>,
  'HomeIcon',
);
export const CatalogIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1" />
  </>,
  'CatalogIcon',
);
export const TagIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M3.5 12.3V4.5a1 1 0 0 1 1-1h7.8l8.2 8.2a1 1 0 0 1 0 1.4l-7.4 7.4a1 1 0 0 1-1.4 0l-8.2-8.2Z" />
    <circle cx="8" cy="8" r="1.3" />
  </>,
  'TagIcon',
);
export const GiftIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="3.5" y="8" width="17" height="4" rx="0.5" />
    <path d="M5 12v8.5h14V12M12 8v12.5M12 8S10.6 3.5 8 4.2C6 4.8 6.8 8 12 8Zm0 0s1.4-4.5 4-3.8C18 4.8 17.2 8 12 8Z" />
  </>,
  'GiftIcon',
);
export const PhoneIcon = /* @__PURE__ */ strokeIcon(
  <path d="M5 3.5h3.5l1.5 4.5-2.2 1.4a12 12 0 0 0 6.8 6.8l1.4-2.2 4.5 1.5V19a1.5 1.5 0 0 1-1.5 1.5C10.6 20.5 3.5 13.4 3.5 5A1.5 1.5 0 0 1 5 3.5Z" />,
  'PhoneIcon',
);
export const OfflineIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M2 8.8a15 15 0 0 1 5-2.9M22 8.8a15 15 0 0 0-9.8-3.7M5.3 12.4a10 10 0 0 1 3.6-2.2M18.7 12.4a10 10 0 0 0-2.9-2" />
    <path d="M8.8 15.9a5 5 0 0 1 6.4 0" />
    <circle cx="12" cy="19.5" r="0.5" />
    <path d="m3 3 18 18" />
  </>,
  'OfflineIcon',
);
export const ShareIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="18" cy="5.5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="18.5" r="2.5" />
    <path d="m8.2 10.8 7.6-4M8.2 13.2l7.6 4" />
  </>,
  'ShareIcon',
);
export const CopyIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="8.5" y="8.5" width="12" height="12" rx="1.5" />
    <path d="M15.5 8.5V5a1.5 1.5 0 0 0-1.5-1.5H5A1.5 1.5 0 0 0 3.5 5v9A1.5 1.5 0 0 0 5 15.5h3.5" />
  </>,
  'CopyIcon',
);
export const InfoIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5v.5" />
  </>,
  'InfoIcon',
);
export const WarningIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M10.3 4.3 2.6 18a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9.5V14M12 17.5v.5" />
  </>,
  'WarningIcon',
);
export const ErrorIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m9 9 6 6M15 9l-6 6" />
  </>,
  'ErrorIcon',
);
export const SuccessIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.7 2.7L16.2 9.5" />
  </>,
  'SuccessIcon',
);
export const MailIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="1.5" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </>,
  'MailIcon',
);

// ── Brands (filled) ─────────────────────────────────────────────────────────────────────────
export const FacebookIcon = /* @__PURE__ */ fillIcon(
  <path d="M13.5 21.5v-8h2.7l.4-3.2h-3.1V8.3c0-.9.3-1.5 1.6-1.5h1.7V4a22 22 0 0 0-2.5-.1c-2.4 0-4.1 1.5-4.1 4.2v2.3H7.5v3.2h2.7v8h3.3Z" />,
  'FacebookIcon',
);
export const TelegramIcon = /* @__PURE__ */ fillIcon(
  <path d="M21.4 4.2 2.9 11.3c-1.3.5-1.2 1.2-.2 1.5l4.7 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.4l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.6c.3-1.3-.5-1.9-1.4-1.5ZM9.1 14l9.1-5.8c.4-.3.8-.1.5.2l-7.6 6.9-.3 3.2L9.1 14Z" />,
  'TelegramIcon',
);
export const InstagramIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
  </>,
  'InstagramIcon',
);
export const AppleIcon = /* @__PURE__ */ fillIcon(
  <path d="M16.4 12.7c0-2.4 2-3.6 2.1-3.7a4.6 4.6 0 0 0-3.6-2c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.8a4.8 4.8 0 0 0-4 2.5c-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.4-1-2.4-3.9ZM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4Z" />,
  'AppleIcon',
);

// ── Payment cards (full-colour marks on a white card, 38×24) ────────────────────────────────
interface CardProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  height?: number;
  /** When given, the mark is an image with this accessible name; decorative otherwise. */
  label?: string;
}

function card(content: ReactNode, displayName: string) {
  function Card({ height = 24, label, ...rest }: CardProps) {
    const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
    return (
      <svg
        width={(height * 38) / 24}
        height={height}
        viewBox="0 0 38 24"
        focusable="false"
        {...a11y}
        {...rest}
      >
        <rect x="0.5" y="0.5" width="37" height="23" rx="3" fill="#fff" stroke="#d9d6d1" />
        {content}
      </svg>
    );
  }
  Card.displayName = displayName;
  return Card;
}

export const VisaCard = /* @__PURE__ */ card(
  <text
    x="19"
    y="16"
    textAnchor="middle"
    fontFamily="Arial, Helvetica, sans-serif"
    fontSize="10.5"
    fontStyle="italic"
    fontWeight="700"
    fill="#1a1f71"
  >
    VISA
  </text>,
  'VisaCard',
);
export const MastercardCard = /* @__PURE__ */ card(
  <>
    <circle cx="15.5" cy="12" r="6" fill="#eb001b" />
    <circle cx="22.5" cy="12" r="6" fill="#f79e1b" />
    <path d="M19 7.1a6 6 0 0 1 0 9.8 6 6 0 0 1 0-9.8Z" fill="#ff5f00" />
  </>,
  'MastercardCard',
);
export const ApplePayCard = /* @__PURE__ */ card(
  <>
    <path
      transform="translate(6.2 6.5) scale(0.45)"
      fill="#000"
      d="M16.4 12.7c0-2.4 2-3.6 2.1-3.7a4.6 4.6 0 0 0-3.6-2c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.8a4.8 4.8 0 0 0-4 2.5c-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.4-1-2.4-3.9ZM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4Z"
    />
    <text
      x="17"
      y="15.5"
      fontFamily="Arial, Helvetica, sans-serif"
      fontSize="8.5"
      fontWeight="600"
      fill="#000"
    >
      Pay
    </text>
  </>,
  'ApplePayCard',
);
export const GooglePayCard = /* @__PURE__ */ card(
  <>
    <text x="6" y="15.5" fontFamily="Arial, Helvetica, sans-serif" fontSize="9" fontWeight="700">
      <tspan fill="#4285f4">G</tspan>
    </text>
    <text
      x="14"
      y="15.5"
      fontFamily="Arial, Helvetica, sans-serif"
      fontSize="8.5"
      fontWeight="600"
      fill="#5f6368"
    >
      Pay
    </text>
  </>,
  'GooglePayCard',
);
