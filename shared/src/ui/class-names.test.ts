import { classNames } from './class-names';

describe('classNames', () => {
  it('joins the truthy names with single spaces', () => {
    expect(classNames('btn', 'btn--primary')).toBe('btn btn--primary');
  });

  it('drops false, null, undefined and empty names', () => {
    const busy = false;
    expect(classNames('btn', busy && 'btn--busy', null, undefined, '', 'wide')).toBe('btn wide');
  });

  it('gives an empty string when nothing is left', () => {
    expect(classNames()).toBe('');
    expect(classNames(false, null)).toBe('');
  });
});
