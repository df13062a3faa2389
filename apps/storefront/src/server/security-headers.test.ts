import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  inlineStylesOf,
  pageSecurityHeaders,
  scriptHash,
} from './security-headers.ts';

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  ) as Record<string, string[]>;

describe('page security headers', () => {
  const loader = '(function(){console.log("boot")})()';
  const csp = directives(
    contentSecurityPolicy({
      origin: 'http://localhost:8080',
      publicEndpoint: 'https://magento.example/graphql',
      mediaOrigins: ['https://media.example/media/'],
      inlineScripts: [loader],
    }),
  );

  it('allows the inline scripts by their hashes, nothing else inline', () => {
    const hash = createHash('sha256').update(loader).digest('base64');
    expect(csp['script-src']).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(scriptHash(loader)).toBe(`'sha256-${hash}'`);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['style-src-elem']).toEqual(["'self'"]);
  });

  it('names the media origins, the GraphQL endpoint and the locks of the issue', () => {
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(
      expect.arrayContaining(["'self'", 'http://localhost:8080', 'https://media.example']),
    );
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://magento.example']));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-src']).toContain('https://www.youtube-nocookie.com');
  });

  it("allows the static pages' <style> elements by their hashes", () => {
    const styles = inlineStylesOf(
      '<html><head><style>body{color:red}</style></head><STYLE media="x">p{}</STYLE></html>',
    );
    expect(styles).toEqual(['body{color:red}', 'p{}']);
    const withStyles = directives(
      contentSecurityPolicy({
        origin: 'http://x',
        publicEndpoint: '/graphql',
        inlineScripts: [],
        inlineStyles: styles,
      }),
    );
    expect(withStyles['style-src-elem']).toEqual([
      "'self'",
      scriptHash('body{color:red}'),
      scriptHash('p{}'),
    ]);
  });

  it('adds no origin for a relative endpoint', () => {
    const own = directives(
      contentSecurityPolicy({
        origin: 'http://localhost:8080',
        publicEndpoint: '/graphql',
        inlineScripts: [],
      }),
    );
    expect(own['connect-src']).toEqual(["'self'", 'https://vimeo.com']);
  });

  it('sets nosniff and the referrer policy', () => {
    const headers = pageSecurityHeaders({
      origin: 'http://x',
      publicEndpoint: '/graphql',
      inlineScripts: [],
    });
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('asks for HTTPS only when the site is served over it', () => {
    const plain = pageSecurityHeaders({ origin: 'http://x', publicEndpoint: '/graphql', inlineScripts: [] });
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    const secure = pageSecurityHeaders({
      origin: 'https://shop.example',
      publicEndpoint: '/graphql',
      inlineScripts: [],
    });
    expect(secure['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });
});
