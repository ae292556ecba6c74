import { assertUniqueKeys, deleteStale, type TableData, upsert } from '../table-sql';

const tiers: TableData = {
  table: 'private.tiers',
  columns: ['tier', 'price'],
  key: ['tier'],
  rows: [
    ['small', 10],
    ['large', 20],
  ],
};

describe('reference table statements', () => {
  it('upsert every row, updating the columns outside the key', () => {
    expect(upsert(tiers)).toBe(
      "insert into private.tiers (tier, price) values\n  ('small', 10),\n  ('large', 20)\n" +
        'on conflict (tier) do update set\n  price = excluded.price;\n',
    );
  });

  it('delete the rows whose key the domain no longer has', () => {
    expect(deleteStale(tiers)).toBe(
      "delete from private.tiers\nwhere tier not in (\n  'small',\n  'large'\n);\n",
    );
    expect(deleteStale({ ...tiers, rows: [] })).toBe('delete from private.tiers;\n');
  });

  it('compare a composite key as a row', () => {
    const prices: TableData = {
      table: 'private.prices',
      columns: ['vehicle', 'coast'],
      key: ['vehicle', 'coast'],
      rows: [['van', 'west']],
    };
    expect(upsert(prices)).toContain('on conflict (vehicle, coast) do nothing;');
    expect(deleteStale(prices)).toContain("where (vehicle, coast) not in (\n  ('van', 'west')\n);");
  });

  it('refuse a duplicate key or a row of the wrong width', () => {
    expect(() =>
      assertUniqueKeys({
        ...tiers,
        rows: [
          ['small', 1],
          ['small', 2],
        ],
      }),
    ).toThrow('private.tiers: duplicate key ["small"]');
    expect(() => assertUniqueKeys({ ...tiers, rows: [['small']] })).toThrow(
      'private.tiers: row has 1 values for 2 columns',
    );
  });
});
