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
