// supabase-js warns once per test file that Node 20 is deprecated; that is known and harmless.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('Node.js 20 and below are deprecated'))
    return;
  warn(...args);
};
