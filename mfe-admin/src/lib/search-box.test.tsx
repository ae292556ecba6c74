import { act, fireEvent, render, screen } from '@testing-library/react';

import { SearchBox } from './search-box';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SearchBox', () => {
  it('searches a moment after typing stops, once', () => {
    const onSearch = jest.fn();
    render(<SearchBox label="Search bookings" value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search bookings' });
    fireEvent.change(box, { target: { value: 'an' } });
    fireEvent.change(box, { target: { value: 'ann ' } });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(400));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ann');
  });

  it('hands the search to the newest handler when the view changed while typing', () => {
    const before = jest.fn();
    const after = jest.fn();
    const { rerender } = render(<SearchBox label="Search" value="" onSearch={before} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'sarah' },
    });
    // A filter chosen a moment before typing renders its view while the pause runs.
    rerender(<SearchBox label="Search" value="" onSearch={after} />);
    act(() => jest.advanceTimersByTime(400));
    expect(before).not.toHaveBeenCalled();
    expect(after).toHaveBeenCalledWith('sarah');
  });

  it('searches at once on Enter, and Clear empties the search', () => {
    const onSearch = jest.fn();
    const { rerender } = render(<SearchBox label="Search" value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'lee' } });
    fireEvent.submit(box);
    expect(onSearch).toHaveBeenCalledWith('lee');
    rerender(<SearchBox label="Search" value="lee" onSearch={onSearch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(box).toHaveValue('');
  });

  it('shows the search of a new URL (Back button) instead of stale text', () => {
    const { rerender } = render(<SearchBox label="Search" value="first" onSearch={jest.fn()} />);
    rerender(<SearchBox label="Search" value="second" onSearch={jest.fn()} />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('second');
  });
});
