import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { VIEWPORTS, expectAccessible } from './support/browser';
import { signInNewDoctor } from './support/doctor';
import { RIVERSIDE_ADMIN } from './support/admin';
import { signInViaApi } from './support/api-client';
import { signInAdminInBrowser } from './support/approved-doctor';
import { screenshot } from './support/committee';
import { setUpJourney } from './support/journey';
import {
  holdAppCode,
  isLive,
  openWatchedPage,
  readBusy,
  waitUntilLive,
  watch,
} from './support/prerendered-page';

/**
 * The prerendered pages used before their app is live (its code held back, as on a slow phone):
 * what is pressed, typed, ticked and sent is taken, shows it was, and is carried out once the app
 * has started. What the public site serves: site.e2e.ts.
 */
const env = setUpJourney({ withUrls: false });

/** Whether a text field's label is drawn wholly above where its text starts (floated, as MUI does). */
function isLabelAboveText(field: Locator): Promise<boolean> {
  return field.evaluate((input) => {
    const label = input.closest('.MuiFormControl-root')?.querySelector('label');
    const textTop = input.getBoundingClientRect().top + parseFloat(getComputedStyle(input).paddingTop);
    return Boolean(label) && label!.getBoundingClientRect().bottom <= textTop;
  });
}

describe('a prerendered page used before it is live', () => {
  it("opens the phone's menu pressed before the landing page was live, busy meanwhile", async () => {
    const page = await openWatchedPage(env.browser, VIEWPORTS.phone);
    const { errors } = watch(page);
    const release = await holdAppCode(page);
    await page.goto(env.product.baseUrl, { waitUntil: 'load' });
    // Both layouts are in the page; the phone's shows.
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const menuButton = page.getByRole('button', { name: 'Open navigation menu' });
    await menuButton.click();
    // The press shows as taken at once, while the app's code is still on its way.
    expect(await readBusy(menuButton)).toEqual({ busy: 'true', cursor: 'progress' });
    await screenshot(page, 'landing-menu-pressed-before-live-390', { fullPage: false });
    expect(await isLive(page)).toBe(false);
    release();
    await waitUntilLive(page);
    const menu = page.getByRole('dialog').getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Contact Us' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Features' }).getAttribute('href')).toBe('/#features');
    await menu.getByRole('link', { name: 'Hospital Login' }).waitFor();
    // The app has the press: nothing shows busy any more.
    expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  /**
   * A prerendered page whose app code arrives late, as on a slow phone: the visitor fills and sends
   * it before it is live. Drawn with the boot script alone, and accessible as it is.
   */
  async function openWithLateApp(viewport: { width: number; height: number }, path: string, heading: string) {
    const page = await openWatchedPage(env.browser, viewport);
    const { errors, scripts } = watch(page);
    const release = await holdAppCode(page);
    await page.goto(`${env.product.baseUrl}${path}`, { waitUntil: 'load' });
    await page.getByRole('heading', { name: heading }).waitFor();
    const site = path.startsWith('/admin/') ? '/admin' : '';
    expect(scripts).toEqual([
      expect.stringMatching(new RegExp(`^${site}/assets/prerendered-boot-[\\w-]+\\.js$`)),
    ]);
    await expectAccessible(page, `${path} before its scripts`);
    return { page, errors, release };
  }

  it('takes a sign-in typed and sent on the prerendered login page before it was live', async () => {
    const { email, password } = await signInNewDoctor(env.product, env.mailbox);
    const { page, errors, release } = await openWithLateApp(VIEWPORTS.phone, '/login', 'Doctor Login');

    const emailField = page.getByLabel('Email');
    await emailField.fill(email);
    const passwordField = page.getByLabel(/^Password/);
    await passwordField.fill(password);
    // The typed text never lies under a label: both float above their text, the focused field's
    // and the one left filled, before the page is live as after.
    await expect.poll(() => isLabelAboveText(emailField)).toBe(true);
    await expect.poll(() => isLabelAboveText(passwordField)).toBe(true);
    // The field being typed in shows its focus, in the brand blue, as the app draws it.
    const outline = (field: Locator) =>
      field.evaluate((input) => {
        const drawn = input.parentElement?.querySelector('fieldset');
        return drawn ? `${getComputedStyle(drawn).borderWidth} ${getComputedStyle(drawn).borderColor}` : '';
      });
    expect(await outline(passwordField)).toBe('2px rgb(0, 74, 173)');
    expect(await outline(emailField)).not.toBe('2px rgb(0, 74, 173)');
    await screenshot(page, 'login-typed-before-live-390', { fullPage: false });
    await passwordField.press('Enter');
    // Held, not sent by the env.browser (which would put the password in the address), and shown taken.
    expect(new URL(page.url()).search).toBe('');
    const login = page.getByRole('button', { name: 'Login', exact: true });
    expect(await readBusy(login)).toEqual({ busy: 'true', cursor: 'progress' });
    await screenshot(page, 'login-sent-before-live-390', { fullPage: false });
    expect(await isLive(page)).toBe(false);
    release();
    await waitUntilLive(page);
    await expect.poll(() => isLabelAboveText(emailField)).toBe(true);
    await page.waitForURL((url) => url.pathname === '/otp');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('takes an admin sign-in typed and sent on the prerendered admin page before it was live', async () => {
    const { page, errors, release } = await openWithLateApp(VIEWPORTS.desktop, '/admin/', 'Hospital Login');
    // The deployment's doctor address, not the build's placeholder.
    expect(await page.getByRole('link', { name: 'Doctor portal', exact: true }).getAttribute('href')).toBe(
      '/',
    );
    const form = page.getByRole('form', { name: 'Hospital login' });
    await form.getByLabel(/^Email/).fill(RIVERSIDE_ADMIN.email);
    await form.getByLabel(/^Password/).fill(RIVERSIDE_ADMIN.password);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    expect(new URL(page.url()).search).toBe('');
    expect(await isLive(page)).toBe(false);
    release();
    await waitUntilLive(page);
    await page.waitForURL((url) => url.pathname === '/admin/otp');
    await env.mailbox.waitFor(RIVERSIDE_ADMIN.email, /code/i);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('takes a signed-in admin from the prerendered sign-in page to the queue, the loader meanwhile', async () => {
    const session = await signInViaApi(env.product, env.mailbox, RIVERSIDE_ADMIN);
    const page = await openWatchedPage(env.browser, VIEWPORTS.phone);
    // Stored from a page of the API (whose favicon is a 404): watched from the admin site on.
    await signInAdminInBrowser(page, env.product, { adminToken: session.token });
    const { errors } = watch(page);
    await page.goto(`${env.product.baseUrl}/admin/`, { waitUntil: 'commit' });
    await page.waitForURL((url) => url.pathname === '/admin/applications');
    await page.getByRole('heading', { name: 'Applications', level: 1 }).waitFor();
    // The sign-in form was never the page a signed-in admin saw.
    expect(await page.getByRole('form', { name: 'Hospital login' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // The terms box ticked before the page is live: the app takes the markup over with it unticked,
  // so the boot script ticks it again through the app, and the registration goes through.
  it('takes a registration filled, ticked and sent on the prerendered page before it was live', async () => {
    const { page, errors, release } = await openWithLateApp(
      VIEWPORTS.desktop,
      '/register',
      'Create your doctor account',
    );

    const email = `early.${Date.now()}@clinic.example.org`;
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Early');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('2125550143');
    await page.getByLabel(/^Password/).fill('Lantern-harbour-47-quiet');
    await page.getByLabel('Confirm password').fill('Lantern-harbour-47-quiet');
    // A box ticked before the page is live looks ticked (the app draws MUI's tick only once live).
    const agree = page.getByRole('checkbox');
    const drawnAway = async () => {
      await page.mouse.move(0, 0);
      return agree.screenshot();
    };
    const unticked = await drawnAway();
    await agree.check();
    expect((await drawnAway()).equals(unticked)).toBe(false);
    const register = page.getByRole('button', { name: 'Register', exact: true });
    await register.click();
    expect(new URL(page.url()).search).toBe('');
    expect(await readBusy(register)).toEqual({ busy: 'true', cursor: 'progress' });
    await screenshot(page, 'register-sent-before-live-1280', { fullPage: false });
    expect(await isLive(page)).toBe(false);
    release();
    await waitUntilLive(page);
    await page.waitForURL((url) => url.pathname === '/emailVerify');
    await env.mailbox.waitFor(email, /verify/i);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
