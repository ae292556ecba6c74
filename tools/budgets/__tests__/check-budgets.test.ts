import { updated } from '../budget-file';
import { checkBudgets, measureAll } from '../check-budgets';
import { table } from '../report';
import { fixtureHost, fixtureRemote } from './fixture-builds';

const budgetsFrom = (apps: ReturnType<typeof measureAll>) =>
  new Map(apps.map((app) => [app.budgetFile, updated(app.figures, '2026-01-01: test')]));

describe('checkBudgets', () => {
  const today = measureAll(fixtureHost(), [fixtureRemote()]);
  const budgets = budgetsFrom(today);

  it('passes on the build the budgets were set from, with a row per figure', () => {
    const { rows, failures } = checkBudgets(today, budgets);
    expect(failures).toEqual([]);
    expect(rows.map((row) => `${row.budgetFile} ${row.figure.key}`)).toEqual([
      'host/budget.json entry main.js',
      'host/budget.json entry initial chunks',
      'remote/budget.json remoteEntry.js',
      'remote/budget.json expose ./calculator initial chunks',
      'remote/budget.json expose ./routes initial chunks',
      'remote/budget.json page ./features/contact/contact-page chunks',
    ]);
  });

  it('fails when 20 KB is added to the calculator, naming the file, the figure and the limit', () => {
    const heavier = measureAll(fixtureHost(), [fixtureRemote(20 * 1024)]);
    // 70,000 bytes when set -> limit 73,500; 90,480 bytes now.
    expect(checkBudgets(heavier, budgets).failures).toEqual([
      'remote/budget.json: expose ./calculator initial chunks 88.4 KB brotli > limit 71.8 KB ' +
        '(+16.6 KB; 90480 > 73500 bytes)',
    ]);
  });

  it('stays green when the calculator grows within its margin', () => {
    const slightlyHeavier = measureAll(fixtureHost(), [fixtureRemote(3_500)]);
    expect(checkBudgets(slightlyHeavier, budgets).failures).toEqual([]);
  });

  it('fails when an app has no budget file', () => {
    const withoutHost = new Map([...budgets].filter(([name]) => name !== 'host/budget.json'));
    expect(checkBudgets(today, withoutHost).failures).toEqual([
      'host/budget.json: missing; create it with `npm run budgets -- --update --reason="..."`',
    ]);
  });

  it('tells an unbudgeted exposed module and a stale budget apart', () => {
    const [host, remote] = today;
    if (!host || !remote) throw new Error('fixture');
    const renamed = {
      ...remote,
      figures: remote.figures.map((figure) =>
        figure.key === 'expose ./routes initial chunks'
          ? { ...figure, key: 'expose ./pages initial chunks' }
          : figure,
      ),
    };
    expect(checkBudgets([host, renamed], budgets).failures).toEqual([
      'remote/budget.json: expose ./pages initial chunks (14.6 KB brotli) has no budget; ' +
        'if intended, `npm run budgets -- --update --reason="..."`',
      'remote/budget.json: budget "expose ./routes initial chunks" matches nothing in the build ' +
        '(renamed or removed?); if intended, `npm run budgets -- --update --reason="..."`',
    ]);
  });
});

describe('table', () => {
  it('prints each figure with its limit, the share used and where the bytes come from', () => {
    const { rows } = checkBudgets(
      measureAll(fixtureHost(), [fixtureRemote()]),
      budgetsFrom(measureAll(fixtureHost(), [fixtureRemote()])),
    );
    const printed = table(rows).split('\n');
    expect(printed).toHaveLength(7); // the header and six figures
    const calculator = printed.find((line) => line.includes('expose ./calculator'));
    expect(calculator).toMatch(/68\.4 KB\s+71\.8 KB\s+95%/);
    expect(calculator).toContain('4 files (3 own 24.4 KB, 1 from host 43.9 KB)');
  });
});
