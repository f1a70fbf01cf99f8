import { UAParser } from 'ua-parser-js';

function withMajor(name: string | undefined, version: string | undefined): string | null {
  if (!name) {
    return null;
  }
  const major = version?.split('.')[0];
  return major ? `${name} ${major}` : name;
}

/** The browser and system a user agent names (ua-parser-js), e.g. "Firefox 133" and "Windows 10". */
export function describeDevice(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) {
    return { browser: null, os: null };
  }
  const { browser, os } = new UAParser(userAgent).getResult();
  return { browser: withMajor(browser.name, browser.version), os: withMajor(os.name, os.version) };
}
