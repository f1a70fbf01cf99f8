import { describe, expect, it } from 'vitest';
import {
  ADMIN_LINKS,
  DOCTOR_LINKS,
  REQUEST_KINDS,
  REQUEST_PAGE_LINKS,
  toSiteUrl,
  type TSiteLink,
} from '../src';

/**
 * The route patterns use only static segments and `:name` parameters (checked below), so this
 * matches them the way react-router does: segment by segment, a parameter taking one decoded
 * segment.
 */
function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const patternParts = pattern.split('/');
  const pathParts = pathname.split('/');
  if (patternParts.length !== pathParts.length) {
    return null;
  }
  const params: Record<string, string> = {};
  for (const [index, part] of patternParts.entries()) {
    const actual = pathParts[index];
    if (part.startsWith(':')) {
      if (!actual) {
        return null;
      }
      params[part.slice(1)] = decodeURIComponent(actual);
    } else if (part !== actual) {
      return null;
    }
  }
  return params;
}

/** An id and a token with characters that need encoding, to prove each survives the trip. */
const ID = 'a b/c?d#e';
const TOKEN = 'x+y/z=&token=evil';

type TAnyLink = TSiteLink<never[]>;
const ALL_LINKS: [string, TAnyLink][] = [
  ...Object.entries(DOCTOR_LINKS).map(([name, link]): [string, TAnyLink] => [`doctor ${name}`, link]),
  ...Object.entries(ADMIN_LINKS).map(([name, link]): [string, TAnyLink] => [`admin ${name}`, link]),
];

function parse(href: string): URL {
  return new URL(href, 'https://site.example/');
}

describe('site links', () => {
  it.each(ALL_LINKS)(
    '%s: its pattern is one react-router reads as plain (hyphenated) segments and :params',
    (_name, link) => {
      expect(link.path).toMatch(/^\/([A-Za-z][A-Za-z-]*(\/(:[a-z]+|[A-Za-z][A-Za-z-]*))*)?$/);
    },
  );

  it.each(ALL_LINKS.filter(([, link]) => !link.path.includes(':')))(
    '%s: a link without arguments is its route',
    (_name, link) => {
      expect((link.getHref as () => string)()).toBe(link.path);
    },
  );

  it('puts an application id in the route parameter, encoded', () => {
    for (const link of [DOCTOR_LINKS.myApplication, ADMIN_LINKS.application]) {
      const url = parse(link.getHref(ID));
      expect(matchRoute(link.path, url.pathname)).toEqual({ id: ID });
      expect(url.search).toBe('');
    }
  });

  it('puts a token in the query of each emailed page, on that page', () => {
    const tokenLinks = [
      DOCTOR_LINKS.emailVerified,
      DOCTOR_LINKS.resetPassword,
      DOCTOR_LINKS.reference,
      DOCTOR_LINKS.alternativeCoverage,
      ADMIN_LINKS.setPassword,
      ADMIN_LINKS.resetPassword,
    ];
    for (const link of tokenLinks) {
      const url = parse(link.getHref(TOKEN));
      expect(matchRoute(link.path, url.pathname)).toEqual({});
      expect([...url.searchParams]).toEqual([['token', TOKEN]]);
    }
    const redirect = parse(DOCTOR_LINKS.redirect.getHref(TOKEN));
    expect(matchRoute(DOCTOR_LINKS.redirect.path, redirect.pathname)).toEqual({});
    expect([...redirect.searchParams]).toEqual([['c', TOKEN]]);
  });

  it('sends each kind of request to its own open page', () => {
    const pages = REQUEST_KINDS.map((kind) => parse(REQUEST_PAGE_LINKS[kind].getHref('t')).pathname);
    expect(pages).toEqual([DOCTOR_LINKS.reference.path, DOCTOR_LINKS.alternativeCoverage.path]);
  });

  it('keeps the links of emails already sent working (the same URLs as ever)', () => {
    const doctor = 'https://apply.example.org/';
    const admin = 'https://apply.example.org/admin/';
    const id = '0b7c2a3e-5f1d-4c1e-9a7b-2d3e4f5a6b7c';
    expect(toSiteUrl(doctor, DOCTOR_LINKS.myApplication.getHref(id))).toBe(`${doctor}my/application/${id}`);
    expect(toSiteUrl(admin, ADMIN_LINKS.application.getHref(id))).toBe(`${admin}applications/${id}`);
    expect(toSiteUrl(doctor, DOCTOR_LINKS.emailVerified.getHref('abc_-1'))).toBe(
      `${doctor}emailVerified?token=abc_-1`,
    );
    expect(toSiteUrl(doctor, DOCTOR_LINKS.resetPassword.getHref('abc'))).toBe(
      `${doctor}resetPassword?token=abc`,
    );
    expect(toSiteUrl(admin, ADMIN_LINKS.resetPassword.getHref('abc'))).toBe(
      `${admin}resetPassword?token=abc`,
    );
    expect(toSiteUrl(admin, ADMIN_LINKS.setPassword.getHref('abc'))).toBe(`${admin}setPassword?token=abc`);
    expect(toSiteUrl(doctor, DOCTOR_LINKS.redirect.getHref('Zx9_-'))).toBe(`${doctor}redirect?c=Zx9_-`);
    expect(toSiteUrl(doctor, DOCTOR_LINKS.login.getHref())).toBe(`${doctor}login`);
    expect(toSiteUrl(admin, ADMIN_LINKS.home.getHref())).toBe(admin);
    expect(REQUEST_PAGE_LINKS.reference.getHref('a.b.c')).toBe('/reference?token=a.b.c');
    expect(REQUEST_PAGE_LINKS.coverage.getHref('a.b.c')).toBe('/alternativeCoverage?token=a.b.c');
  });
});
