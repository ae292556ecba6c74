import { expect, type Page, test } from '@playwright/test';

import { collectPageErrors } from '../support/console-errors';
import { openHome } from '../support/home';

/** The Book button of each gig page, and where it lands. */
const BOOK_BUTTONS = [
  { id: 1, label: 'Book Now', url: /\/#price-calculator$/, target: '#price-calculator' },
  { id: 2, label: 'Book Now', url: /\/book-tour$/, heading: 'Book an Island Tour' },
  { id: 3, label: 'Book Now', url: /\/book-night-out$/, heading: 'Book a Night Out' },
  { id: 4, label: 'Send Us a Message', url: /\/contact#message-form$/, target: '#message-form' },
  { id: 5, label: 'Contact Us', url: /\/contact#message-form$/, target: '#message-form' },
  { id: 6, label: 'Book Now', url: /\/book-tour$/, heading: 'Book an Island Tour' },
  { id: 7, label: 'Send Us a Message', url: /\/contact#message-form$/, target: '#message-form' },
  { id: 8, label: 'Send Us a Message', url: /\/contact#message-form$/, target: '#message-form' },
] as const;

const bookingPanel = (page: Page) => page.getByRole('complementary', { name: /^Book / });

test.describe('gig pages: the Book button of every service', () => {
  for (const button of BOOK_BUTTONS) {
    test(`/gig/${button.id}: "${button.label}" leads to its target`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(`/gig/${button.id}`);
      const book = bookingPanel(page).getByRole('link', { name: button.label, exact: true });
      await expect(book).toBeVisible();
      await book.click();
      await expect(page).toHaveURL(button.url);
      if ('target' in button) {
        // Scrolled there once the owning remote has rendered it.
        await expect(page.locator(button.target)).toBeInViewport();
      } else {
        await expect(page.getByRole('heading', { level: 1, name: button.heading })).toBeVisible();
      }
      expect(errors).toEqual([]);
    });
  }

  test("the cruise page's Book Now opens the tour form asking for the ship", async ({ page }) => {
    await page.goto('/gig/6');
    await bookingPanel(page).getByRole('link', { name: 'Book Now', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Book an Island Tour' }),
    ).toBeVisible();
    await expect(page.getByLabel('Pick-up location')).toHaveAttribute(
      'placeholder',
      'e.g., name of ship',
    );
  });

  test("the island tour page's Book Now asks for the hotel", async ({ page }) => {
    await page.goto('/gig/2');
    await bookingPanel(page).getByRole('link', { name: 'Book Now', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Book an Island Tour' }),
    ).toBeVisible();
    await expect(page.getByLabel('Pick-up location')).toHaveAttribute(
      'placeholder',
      'Hotel / Villa / Restaurant name',
    );
  });

  test('a message button preselects its service in the contact form', async ({ page }) => {
    await page.goto('/gig/4');
    await bookingPanel(page).getByRole('link', { name: 'Send Us a Message' }).click();
    await expect(page.locator('#message-form').getByLabel('Service')).toHaveValue('wedding');
  });
});

test.describe('unknown services', () => {
  for (const path of ['/gig/9', '/gig/abc']) {
    test(`${path} shows 'Service Not Found' with a link home`, async ({ page }) => {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Service Not Found' }),
      ).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: 'Our services' })).toBeVisible();
    });
  }
});

test.describe('the gallery lightbox', () => {
  const picture = (page: Page) => page.getByRole('dialog').getByRole('img');

  test('wraps round by mouse, Escape closes it and focus returns to the thumbnail', async ({
    page,
  }) => {
    await page.goto('/gig/2');
    const third = page.getByRole('button', { name: /^Open picture 3 of 3/ });
    await third.click();
    const dialog = page.getByRole('dialog', { name: 'Island Tour gallery' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Picture 3 of 3')).toBeVisible();
    const thirdAlt = await picture(page).getAttribute('alt');
    await dialog.getByRole('button', { name: 'Next picture' }).click();
    await expect(dialog.getByText('Picture 1 of 3')).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous picture' }).click();
    await expect(dialog.getByText('Picture 3 of 3')).toBeVisible();
    await expect(picture(page)).toHaveAttribute('alt', thirdAlt ?? '');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(third).toBeFocused();
  });

  test('wraps round by keyboard', async ({ page }) => {
    await page.goto('/gig/7');
    const first = page.getByRole('button', { name: /^Open picture 1 of 3/ });
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Photography Services gallery' });
    await expect(dialog.getByText('Picture 1 of 3')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText('Picture 3 of 3')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Picture 1 of 3')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Picture 2 of 3')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(first).toBeFocused();
  });
});

test('the FAQ opens one question at a time; the fifth is the refund policy', async ({ page }) => {
  await page.goto('/gig/1');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(5);
  await expect(questions.nth(4)).toHaveText('What is your cancellation and refund policy?');
  await questions.nth(4).click();
  await expect(faq.getByText(/100% refund/)).toBeVisible();
  await expect(faq.getByText(/25% deposit/)).toBeVisible();
  await expect(faq.getByText(/60 minutes of free waiting/)).toBeVisible();
  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(4)).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(/25% deposit/)).toBeHidden();
});

test('every gig page says how far ahead to book, weddings months ahead', async ({ page }) => {
  for (const id of [1, 4]) {
    await page.goto(`/gig/${id}`);
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await faq.getByRole('button', { name: 'What is your cancellation and refund policy?' }).click();
    await expect(faq.getByText(/Book 24-48 hours ahead \(2-3 months for weddings\)/)).toBeVisible();
  }
});

test('a gig page shows the refund link, phone, chat and three other services', async ({ page }) => {
  await page.goto('/gig/6');
  const panel = bookingPanel(page);
  await expect(panel.getByRole('link', { name: 'Read our refund policy' })).toBeVisible();
  await expect(panel.getByRole('link', { name: /Call \+1 246 269 9288/ })).toHaveAttribute(
    'href',
    'tel:+12462699288',
  );
  await expect(panel.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/12462699288\?text=Hello!%20I%20have%20a%20question%20about%20my%20booking$/,
  );
  await expect(page.getByText('After Hours')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Other services' }).getByRole('article'),
  ).toHaveCount(3);
});

for (const [id, title] of [
  [2, 'Island Tour'],
  [3, 'Day or Night Out'],
] as const) {
  test(`after a request, /gig/${id} shows the success state with the reference number`, async ({
    page,
  }) => {
    await openHome(page);
    await expect(page.getByRole('heading', { name: 'Our services' })).toBeVisible();
    // What mfe-booking's forms do: navigate with router state (react-router keeps it in `usr`).
    await page.evaluate((path) => {
      window.history.pushState(
        {
          usr: {
            bookingSuccess: true,
            message:
              'Your booking request has been prepared! Please send it from your email client.',
            referenceNumber: 'TR-654321-XYZ',
          },
          key: 'e2e',
          idx: 1,
        },
        '',
        path,
      );
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, `/gig/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const success = page.getByTestId('booking-success');
    await expect(success).toContainText('Your booking request has been prepared!');
    await expect(success).toContainText('TR-654321-XYZ');
    await expect(success).toBeFocused();
    await success.getByRole('button', { name: 'Dismiss' }).click();
    await expect(success).toHaveCount(0);
  });
}
