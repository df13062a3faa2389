/**
 * The whole HTML document is rendered by React, so titles, meta tags and links rendered by
 * pages are hoisted into <head> by React 19 on the server and in the browser alike.
 */
import type { ReactNode } from 'react';

/** What the head links. Scripts are not among them: the boot loader (app/boot-loader.ts) asks for those. */
export interface Assets {
  styles: string[];
}

export function Document({ lang, assets, children }: { lang: string; assets: Assets; children: ReactNode }) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#111111" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
      </body>
    </html>
  );
}
