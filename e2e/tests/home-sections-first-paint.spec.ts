import { expect, type Page, test } from '@playwright/test';

import { REMOTE_ORIGINS } from '../support/e2e-env';
import { holdTheApp } from '../support/hold-the-app';

// The home page's sections are in its HTML: a visitor who has not scrolled yet, a screen reader
// moving by headings, a crawler and a link to /#testimonials all find them. These tests look at
// the page as they do: no scrolling first, nothing waited for but what a person sees.

const SECTIONS = [
  { id: 'services', heading: 'Our services' },
  { id: 'about', heading: 'Why travel with us' },
  { id: 'testimonials', heading: 'What our guests say' },
  { id: 'contact', heading: 'Contact us' },
] as const;

const SERVICES = [
  'Airport Transfer',
  'Island Tour',
  'Day or Night Out',
  'Wedding Transportation',
  'Corporate Transportation',
  'Cruise Ship Excursions',
  'Photography Services',
  'Concierge Services',
];

/** Holds back every file of mfe-marketing (the sections' app) until the returned call. */
async function holdMarketing(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.origin === REMOTE_ORIGINS.mfe_marketing,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

async function expectEverySection(page: Page) {
  for (const section of SECTIONS) {
    const region = page.getByRole('region', { name: section.heading });
    await expect(region).toHaveAttribute('id', section.id);
  }
  const services = page.getByRole('region', { name: 'Our services' });
  for (const [index, title] of SERVICES.entries()) {
    await expect(services.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/gig/${index + 1}`,
    );
  }
  const figures = page.getByRole('list', { name: 'Our figures' });
  for (const figure of ['500+', '18+', '4.9/5', '98%']) {
    await expect(figures.getByText(figure, { exact: true })).toBeAttached();
  }
  for (const point of ['Local since 2007', 'Prices before you book', 'Clean, insured vehicles']) {
    await expect(page.getByRole('heading', { name: point })).toBeAttached();
  }
  await expect(page.getByRole('region', { name: 'Rated 5 stars by our guests' })).toBeAttached();
  const contact = page.getByRole('region', { name: 'Contact us' });
  await expect(contact.getByRole('link', { name: '+1 246 269 9288' })).toHaveAttribute(
    'href',
    'tel:+12462699288',
  );
  for (const label of ['Name', 'E-mail', 'Service', 'Message']) {
    await expect(contact.getByLabel(label, { exact: true })).toBeAttached();
  }
  await expect(page.getByRole('button', { name: 'Share Your Experience' })).toBeAttached();
}

test('without JavaScript, / holds every section with its text, links and form fields', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expectEverySection(page);
  await context.close();
});

test('on a fresh visit the sections are there before any scroll, and stay', async ({ page }) => {
  await page.goto('/');
  expect(await page.evaluate(() => document.getElementById('services') !== null)).toBe(true);
  await expectEverySection(page);
  // Once the app runs (its header menu answers), still without a scroll: the same sections.
  await page.waitForLoadState('networkidle');
  await expectEverySection(page);
  expect(
    await page.evaluate(() =>
      ['services', 'about', 'testimonials', 'contact'].every((id) => document.getElementById(id)),
    ),
  ).toBe(true);
});

test('what a visitor types into the contact form before it has loaded is kept, focus too', async ({
  page,
}) => {
  const release = await holdMarketing(page);
  await page.goto('/');
  const contact = page.getByRole('region', { name: 'Contact us' });
  await contact.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await contact.getByLabel('E-mail', { exact: true }).fill('ada@example.com');
  await contact.getByLabel('Service', { exact: true }).selectOption('Island Tour');
  const message = contact.getByLabel('Message', { exact: true });
  await message.click();
  await page.keyboard.type('Hello from the');
  release();
  // The form's own counter counts what was typed before it arrived.
  await expect(contact.getByText('14 / 1500 characters')).toBeVisible();
  // The visitor goes on typing where they were.
  await page.keyboard.type(' harbour');
  await expect(message).toHaveValue('Hello from the harbour');
  await expect(contact.getByText('22 / 1500 characters')).toBeVisible();
  await expect(contact.getByLabel('Name', { exact: true })).toHaveValue('Ada Lovelace');
  await expect(contact.getByLabel('E-mail', { exact: true })).toHaveValue('ada@example.com');
  await expect(contact.getByLabel('Service', { exact: true })).toHaveValue('tour');
});

test('Send Message pressed before the form has loaded is answered once it has', async ({
  page,
}) => {
  const release = await holdMarketing(page);
  await page.goto('/');
  const contact = page.getByRole('region', { name: 'Contact us' });
  await contact.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  release();
  // The form checks what it was given: the name is kept, the missing e-mail is named.
  await expect(contact.getByText('Email is required')).toBeVisible();
  await expect(contact.getByLabel('Name', { exact: true })).toHaveValue('Ada Lovelace');
});

test('Share Your Experience opens its form when pressed before the reviews have loaded', async ({
  page,
}) => {
  const release = await holdMarketing(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Share Your Experience' }).click();
  release();
  await expect(page.getByRole('dialog', { name: 'Share Your Experience' })).toBeVisible();
});

test('Share Your Experience opens its form on a fresh visit, pressed at once', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Share Your Experience' }).click();
  await expect(page.getByRole('dialog', { name: 'Share Your Experience' })).toBeVisible();
});

test('a keyboard visitor in the services keeps their place when the sections arrive', async ({
  page,
}) => {
  const release = await holdMarketing(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Island Tour' }).first().focus();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('link', { name: 'Airport Transfer' }).first()).toBeFocused();
  release();
  // The sections' app has arrived and replaced the HTML's sections once the page is quiet.
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Island Tour' }).first()).toBeFocused();
});

test('a visitor reading the sections before the app starts is not sent back to the top', async ({
  page,
}) => {
  const startApp = await holdTheApp(page);
  await page.goto('/');
  const contact = page.getByRole('heading', { name: 'Contact us', level: 2 });
  await contact.scrollIntoViewIfNeeded();
  await contact.click();
  startApp();
  // The app has started once its header's Login opens the dialog.
  await page.getByRole('button', { name: 'Login' }).first().click();
  await expect(page.getByRole('dialog', { name: /log in/i })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(contact).toBeInViewport();
});
