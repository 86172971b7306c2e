// The site's address in page heads and copied code (site/src/lib/shared/site-address.ts).
import { describe, expect, it } from 'vitest';
import { buildOrigin, headLinks } from '@site/lib/shared/site-address';

describe('head links', () => {
  it('are absolute links to both languages and the chooser when the build knows the site address', () => {
    const links = headLinks(new URL('https://boards.example.net/'), 'fr', 'lessons/chains/');
    expect(links).toEqual({
      canonical: 'https://boards.example.net/fr/lessons/chains/',
      alternates: [
        { hreflang: 'fr', href: 'https://boards.example.net/fr/lessons/chains/' },
        { hreflang: 'en', href: 'https://boards.example.net/en/lessons/chains/' },
        { hreflang: 'x-default', href: 'https://boards.example.net/' },
      ],
    });
    expect(headLinks(new URL('https://boards.example.net'), null, '')?.canonical).toBe('https://boards.example.net/');
  });

  it('are left out, and copied code starts from the root, when it does not', () => {
    expect(headLinks(undefined, 'en', 'rules/')).toBeNull();
    expect(buildOrigin(undefined)).toBe('');
    expect(buildOrigin(new URL('https://boards.example.net/some/path'))).toBe('https://boards.example.net');
  });
});
