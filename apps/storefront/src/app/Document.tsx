/**
 * The HTML document around the app, rendered on the server only: the browser hydrates the app in
 * #root (entry-client.tsx), and the page's own head tags are written by shared/page/head-tags.tsx.
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
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
      </body>
    </html>
  );
}
