import { sqlLiteral } from '../sql-literals';

describe('sqlLiteral', () => {
  it('quotes strings, doubling their single quotes', () => {
    expect(sqlLiteral("Bathsheba's Rock")).toBe("'Bathsheba''s Rock'");
  });

  it('writes finite numbers, booleans and null as SQL', () => {
    expect([sqlLiteral(12.5), sqlLiteral(true), sqlLiteral(false), sqlLiteral(null)]).toEqual([
      '12.5',
      'true',
      'false',
      'null',
    ]);
  });

  it('refuses a number SQL cannot hold', () => {
    expect(() => sqlLiteral(Number.NaN)).toThrow('not a finite number: NaN');
  });
});
