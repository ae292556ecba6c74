/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';

import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('ErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders its children while they render', () => {
    render(
      <ErrorBoundary fallback={<p>Fallback</p>}>
        <p>Content</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Content')).toBeInTheDocument();
  });

  it('renders the fallback in place of a child that throws, reports it, and leaves siblings alone', () => {
    const onError = jest.fn();
    render(
      <>
        <p>Header</p>
        <ErrorBoundary fallback={<p>Fallback</p>} onError={onError}>
          <Broken />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByText('Fallback')).toBeInTheDocument();
    expect(screen.getByText('Header')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'render failed' }),
      expect.anything(),
    );
  });

  it('tries again when remounted with a new key', () => {
    const { rerender } = render(
      <ErrorBoundary key="1" fallback={<p>Fallback</p>}>
        <Broken />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary key="2" fallback={<p>Fallback</p>}>
        <p>Recovered</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });
});
