import { rawRest } from '../helpers/rest';
import { setupTestServer } from '../helpers/server';

const t = setupTestServer();

/** `or=(…(and(id.eq.1,id.eq.1)…)` with `levels` nested and/or groups in all. */
function nested(levels: number): string {
  let tree = 'id.eq.1';
  for (let level = levels; level > 1; level -= 1) {
    tree = `${level % 2 === 0 ? 'and' : 'or'}(${tree},id.eq.1)`;
  }
  return `(${tree})`;
}

describe('query limits', () => {
  it('accepts logic trees 10 levels deep and refuses deeper ones with 400', async () => {
    const ten = await rawRest(t(), `items?select=id&or=${encodeURIComponent(nested(10))}`);
    expect(ten.status).toBe(200);
    for (const levels of [11, 200]) {
      const deep = await rawRest(t(), `items?select=id&or=${encodeURIComponent(nested(levels))}`);
      expect(deep.status).toBe(400);
      expect(deep.body).toMatchObject({
        code: 'PGRST100',
        message: 'The logic tree is nested too deeply: at most 10 levels of and/or',
      });
    }
    const viaSdk = await t().client().from('items').select('id').or(nested(11).slice(1, -1));
    expect(viaSdk.status).toBe(400);
  });

  it.each(['like', 'ilike', 'match', 'imatch'])(
    'caps %s patterns at 1000 characters, alone or in a logic tree',
    async (op) => {
      const fits = 'a'.repeat(1000);
      const long = 'a'.repeat(1001);
      expect((await rawRest(t(), `items?select=id&name=${op}.${fits}`)).status).toBe(200);
      for (const query of [`name=${op}.${long}`, `or=(name.${op}.${long},id.eq.1)`]) {
        const refused = await rawRest(t(), `items?select=id&${query}`);
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({
          code: 'PGRST100',
          message: `The ${op} pattern is too long: at most 1000 characters`,
          details: 'The pattern has 1001 characters',
        });
      }
    },
  );
});
