/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

import { useDocumentTitle } from './document-title';

describe('useDocumentTitle', () => {
  function Page({ title }: { title: string | null }) {
    useDocumentTitle(title);
    return null;
  }

  it('writes the title, description, Open Graph tags, canonical URL and robots rule', () => {
    render(
      <MemoryRouter initialEntries={['/gig/2']}>
        <Page title="Our services" />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Island Tour | Barbados Island Rides');
    const content = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute('content');
    expect(content('meta[name="description"]')).toMatch(/island tours of Barbados/);
    expect(content('meta[property="og:title"]')).toBe('Island Tour | Barbados Island Rides');
    expect(content('meta[property="og:url"]')).toBe('http://localhost/gig/2');
    expect(content('meta[name="robots"]')).toBe('index, follow');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost/gig/2',
    );
  });

  it('updates the same tags on the next page instead of adding more', () => {
    render(
      <MemoryRouter initialEntries={['/my-bookings']}>
        <Page title="My bookings" />
      </MemoryRouter>,
    );
    expect(document.title).toBe('My bookings | Barbados Island Rides');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );
  });
});
