import { launchBrowser, openPage } from '@site/section-test-kit';
import type { Browser, Page } from 'playwright-core';
import { stack } from '../support/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Where keyboard focus is: the focused element's tag, its name and whether it is in the contact section. */
function focused(page: Page): Promise<{ tag: string; text: string; inContact: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      text: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim().slice(0, 60),
      inContact: element?.closest('#contact') !== null && element?.closest('#contact') !== undefined,
    };
  });
}

async function openHydratedHome(page: Page): Promise<void> {
  await page.goto(stack().baseUrl);
  await page.getByTestId('developer-card').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

describe('keyboard and focus', () => {
  it("after the bar's Contact link, focus is in the contact section and the next Tab stays there", async () => {
    const { context, page } = await openPage(browser, { reducedMotion: 'reduce' });
    await openHydratedHome(page);
    await page.locator('header nav').getByRole('link', { name: 'Contact' }).click();
    await page.waitForFunction(() => document.activeElement?.closest('#contact') !== null, undefined, {
      timeout: 10_000,
    });
    await page.keyboard.press('Tab');
    expect((await focused(page)).inContact).toBe(true);
    await context.close();
  });

  it("after 'Book a Discovery Call' the next Tab continues in the contact form, not back at the hero", async () => {
    const { context, page } = await openPage(browser, { reducedMotion: 'reduce' });
    await openHydratedHome(page);
    await page.getByRole('button', { name: 'Book a Discovery Call' }).click();
    await page.waitForFunction(() => document.activeElement?.closest('#contact') !== null, undefined, {
      timeout: 10_000,
    });
    await page.keyboard.press('Tab');
    expect((await focused(page)).inContact).toBe(true);
    await context.close();
  });

  it('a keyboard-focused button and link show a ring of at least 2 px in both themes', async () => {
    for (const theme of ['dark', 'light']) {
      const { context, page } = await openPage(browser, { reducedMotion: 'reduce' });
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
      await page.goto(`${stack().baseUrl}/developers`);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const rings: string[] = [];
      for (let step = 0; step < 8; step += 1) {
        await page.keyboard.press('Tab');
        rings.push(
          await page.evaluate(() => {
            const element = document.activeElement as HTMLElement;
            const style = getComputedStyle(element);
            return `${element.tagName.toLowerCase()}:${style.outlineStyle}:${style.outlineWidth}`;
          }),
        );
      }
      const focusedControls = rings.filter((ring) => !ring.startsWith('body'));
      expect(focusedControls.length).toBeGreaterThan(3);
      for (const ring of focusedControls) {
        const [, style, width] = ring.split(':');
        expect({ ring, drawn: style !== 'none' && Number.parseFloat(width ?? '0') >= 2 }).toEqual({
          ring,
          drawn: true,
        });
      }
      await context.close();
    }
  });

  it('the drawer takes focus to its first link and gives it back to the menu button when closed', async () => {
    const { context, page } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    await page.goto(`${stack().baseUrl}/pricing`);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('nav[aria-label="Main menu"]') !== null);
    const firstLinkText = (await menu.getByRole('link').first().textContent())?.trim();
    expect((await focused(page)).text).toBe(firstLinkText);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Open menu');
    await context.close();
  });

  it("a case study's dialog takes focus and gives it back to 'View Case Study' on Escape", async () => {
    const { context, page } = await openPage(browser, { reducedMotion: 'reduce' });
    await page.goto(`${stack().baseUrl}/`);
    await page.locator('main h1').first().waitFor();
    const caseStudy = page.getByRole('button', { name: /^View Case Study/ }).first();
    await caseStudy.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('dialog[open]') != null);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect((await focused(page)).text).toBe((await caseStudy.getAttribute('aria-label'))?.slice(0, 60));
    await context.close();
  });

  it("a profile's tabs are one tab stop, the arrow keys move between them, and Tab goes on to the panel", async () => {
    const { context, page } = await openPage(browser);
    const [developer] = (await (await fetch(`${stack().baseUrl}/api/developers`)).json()) as { id: string }[];
    await page.goto(`${stack().baseUrl}/developer/${developer?.id}`);
    const overview = page.getByRole('tab', { name: 'Overview' });
    await overview.focus();
    await page.keyboard.press('ArrowRight');
    expect((await focused(page)).text).toBe('Projects');
    expect(await page.getByRole('tab', { name: 'Projects' }).getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('projects');
    await page.keyboard.press('End');
    expect((await focused(page)).text).toBe('Testimonials');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('developer-tabpanel-testimonials');
    await context.close();
  });
});
