import {
  containsPattern,
  loweredSearchFilters,
  MAX_SEARCH_WORDS,
  searchFilters,
  searchWords,
} from './search-filter';

describe('search filters', () => {
  it('splits the text into words, dropping blanks and the * wildcard', () => {
    expect(searchWords('  Ann   Lee ')).toEqual(['Ann', 'Lee']);
    expect(searchWords('*')).toEqual([]);
    expect(searchWords('a b c d e f g')).toHaveLength(MAX_SEARCH_WORDS);
    expect(searchWords('x'.repeat(300))[0]).toHaveLength(254);
  });

  it('quotes each word and escapes LIKE wildcards and PostgREST quoting', () => {
    expect(containsPattern('ann')).toBe('"*ann*"');
    expect(containsPattern('50%')).toBe('"*50\\\\%*"');
    expect(containsPattern('a_b')).toBe('"*a\\\\_b*"');
    expect(containsPattern('say "hi", (ok)')).toBe('"*say \\"hi\\", (ok)*"');
    expect(containsPattern('back\\slash')).toBe('"*back\\\\\\\\slash*"');
  });

  it('makes one OR group per word over every searched column', () => {
    expect(searchFilters('ann BB-1', ['first_name', 'reference_number'])).toEqual([
      'first_name.ilike."*ann*",reference_number.ilike."*ann*"',
      'first_name.ilike."*BB-1*",reference_number.ilike."*BB-1*"',
    ]);
    expect(searchFilters('   ', ['first_name'])).toEqual([]);
  });

  it('makes one filter per word over a lowered column: LIKE for ASCII words, ILIKE for others', () => {
    expect(loweredSearchFilters('Ann BB-1 50%', 'search_text')).toEqual([
      'search_text.like."*ann*"',
      'search_text.like."*bb-1*"',
      'search_text.like."*50\\\\%*"',
    ]);
    expect(loweredSearchFilters('Zoë ÅSA', 'search_text')).toEqual([
      'search_text.ilike."*Zoë*"',
      'search_text.ilike."*ÅSA*"',
    ]);
    expect(loweredSearchFilters('  ', 'search_text')).toEqual([]);
  });
});
